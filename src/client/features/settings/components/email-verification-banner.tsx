import { MailWarning } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { useSendEmailVerification, useVerifyEmail } from '../api/verification';
import { useLinkedToken } from '../hooks/use-linked-token';
import { TEXTS } from '../texts';

/**
 * An unverified email: a banner with a send button, then a token input (SPEC: Email
 * verification). The mailed link opens this screen with `verifyEmailToken`, verified at once.
 */
export function EmailVerificationBanner({ email }: { email: string }) {
  const send = useSendEmailVerification();
  const verify = useVerifyEmail();
  const [sent, setSent] = useState(false);
  const [token, setToken] = useState('');

  const confirm = (value: string) =>
    verify.mutate(value, {
      onError: (error) => toast.error(failureText(error, TEXTS.verifyEmailFailed)),
    });

  useLinkedToken('verifyEmailToken', confirm);

  const sendLink = () =>
    send.mutate(email, {
      onSuccess: ({ message }) => {
        setSent(true);
        toast.success(message);
      },
      onError: (error) => toast.error(failureText(error, TEXTS.sendVerificationFailed)),
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) confirm(token.trim());
  };

  return (
    <section
      aria-label={TEXTS.emailUnverified}
      className="grid gap-4 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200"
    >
      <div className="flex flex-wrap items-center gap-3">
        <MailWarning className="size-5 text-amber-800" aria-hidden="true" />
        <p className="min-w-0 flex-1 basis-52 font-medium text-amber-900">
          {TEXTS.emailUnverified}
        </p>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={sendLink}
          disabled={send.isPending}
        >
          {TEXTS.sendVerification}
        </Button>
      </div>
      {sent && (
        <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
          <FormField
            label={TEXTS.verificationToken}
            description={TEXTS.tokenHint}
            className="min-w-0 flex-1"
          >
            <Input value={token} onChange={(e) => setToken(e.target.value)} autoComplete="off" />
          </FormField>
          <Button type="submit" size="sm" disabled={!token.trim() || verify.isPending}>
            {TEXTS.verifyEmail}
          </Button>
        </form>
      )}
    </section>
  );
}
