import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { api, apiFile } from '@/lib/api-client';
import { clearAuth, leaveSession } from '@/lib/auth-store';
import { saveFile } from '@/lib/save-file';
import { exportFileName } from '@shared/privacy';
import type { AccountDeletion } from '@shared/privacy-schemas';

/** GET /api/gdpr/export/{userId}: the file, saved by the browser under the server's name. */
export const useExportData = (userId: string) =>
  useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await apiFile(`/api/gdpr/export/${encodeURIComponent(userId)}`, {
        auth: 'required',
      });
      saveFile(blob, fileName ?? exportFileName(new Date().toISOString().slice(0, 10)));
    },
  });

/**
 * DELETE /api/account/delete/{userId}: the account, at once and for good, once the server has
 * checked the password sent with it (a wrong one deletes nothing); then this tab goes
 * home and forgets the sign-in (SPEC section 4), as one signing out by itself.
 */
export function useDeleteAccount(userId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: AccountDeletion) => {
      leaveSession('/');
      return api<{ message: string }>(`/api/account/delete/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
        body,
        auth: 'required',
      });
    },
    // Still signed in: a refusal of the token is news again.
    onError: () => leaveSession(null),
    onSuccess: async ({ message }) => {
      toast.success(message);
      clearAuth();
      queryClient.clear();
      // Home; the screen's guard, if it is still shown a moment, goes there too (leaveSession).
      await navigate('/', { replace: true });
    },
  });
}
