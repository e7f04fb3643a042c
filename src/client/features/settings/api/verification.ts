import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';

interface Sent {
  message: string;
  /** Given outside production only, for development. */
  verificationToken?: string;
  verificationCode?: string;
}

/** POST /api/profile/send-email-verification: a link and token to the account's own address. */
export const useSendEmailVerification = () =>
  useMutation({
    mutationFn: (email: string) =>
      api<Sent>('/api/profile/send-email-verification', {
        method: 'POST',
        body: { email },
        auth: 'required',
      }),
  });

/**
 * POST /api/profile/verify-email: the token from the mail. Its success is told here, not by the
 * banner that asked: the banner goes as soon as the settings read the address verified.
 */
export const useVerifyEmail = () =>
  useMutation({
    mutationFn: (token: string) =>
      api<{ message: string }>('/api/profile/verify-email', { method: 'POST', body: { token } }),
    onSuccess: ({ message }) => toast.success(message),
    meta: { changes: ['own-profile'] },
  });

/** POST /api/profile/send-sms-verification: a 6-digit code to the phone number. */
export const useSendPhoneCode = () =>
  useMutation({
    mutationFn: (phone: string) =>
      api<Sent>('/api/profile/send-sms-verification', {
        method: 'POST',
        body: { phone },
        auth: 'required',
      }),
  });

/** POST /api/profile/verify-phone: the code from the text message. */
export const useVerifyPhone = () =>
  useMutation({
    mutationFn: (code: string) =>
      api<{ message: string }>('/api/profile/verify-phone', {
        method: 'POST',
        body: { code },
        auth: 'required',
      }),
    meta: { changes: ['own-profile'] },
  });
