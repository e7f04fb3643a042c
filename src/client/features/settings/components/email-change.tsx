import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { formatInAmsterdam } from '@shared/format-date';
import {
  useCancelEmailChange,
  useEmailChangeStatus,
  useInitiateEmailChange,
  useVerifyEmailChange,
  type EmailChangeStatus,
} from '../api/email-change';
import { useLinkedToken } from '../hooks/use-linked-token';
import { TEXTS } from '../texts';

/**
 * Change Email (SPEC section 4 "Email change"): the dialog asks the new address and the current
 * password; a token goes to each address, and the change is made once both are confirmed, here
 * (Verify Current Email, then Verify New Email) or through the mailed links.
 */
export function EmailChange() {
  const status = useEmailChangeStatus();
  const [open, setOpen] = useState(false);
  const verifyCurrent = useVerifyEmailChange('current');
  const verifyNew = useVerifyEmailChange('new');
  const verify = (half: 'current' | 'new', token: string) =>
    (half === 'current' ? verifyCurrent : verifyNew).mutate(token, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) =>
        toast.error(
          failureText(
            error,
            half === 'current' ? TEXTS.verifyCurrentFailed : TEXTS.verifyNewFailed,
          ),
        ),
    });
  useLinkedToken('currentEmailToken', (token) => verify('current', token));
  useLinkedToken('newEmailToken', (token) => verify('new', token));

  return (
    <div className="grid gap-3">
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        className="justify-self-start"
      >
        {TEXTS.changeEmail}
      </Button>
      <ChangeEmailDialog open={open} onOpenChange={setOpen} />
      {status.data?.hasPendingRequest && (
        <PendingChange
          status={status.data}
          onVerify={verify}
          pending={verifyCurrent.isPending || verifyNew.isPending}
        />
      )}
    </div>
  );
}

function ChangeEmailDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const initiate = useInitiateEmailChange();
  const [values, setValues] = useState({ newEmail: '', currentPassword: '' });
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const newEmail = values.newEmail.trim();
    if (!newEmail || !values.currentPassword) return setProblem(TEXTS.fillInAll);
    setProblem(null);
    initiate.mutate(
      { newEmail, currentPassword: values.currentPassword },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setValues({ newEmail: '', currentPassword: '' });
          onOpenChange(false);
        },
        onError: (error) => setProblem(failureText(error, TEXTS.initiateFailed)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TEXTS.changeEmail}</DialogTitle>
          <DialogDescription>{TEXTS.changeEmailIntro}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {problem && <FormAlert>{problem}</FormAlert>}
          <FormField label={TEXTS.newEmail}>
            <Input
              type="email"
              autoComplete="email"
              value={values.newEmail}
              onChange={(e) => setValues((v) => ({ ...v, newEmail: e.target.value }))}
            />
          </FormField>
          <FormField label={TEXTS.currentPassword}>
            <PasswordInput
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
            />
          </FormField>
          <Button type="submit" disabled={initiate.isPending} className="justify-self-end">
            {TEXTS.sendLinks}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The pending change: the step it waits for, with a token input, and a way to cancel it. */
function PendingChange({
  status,
  onVerify,
  pending,
}: {
  status: EmailChangeStatus;
  onVerify: (half: 'current' | 'new', token: string) => void;
  pending: boolean;
}) {
  const cancel = useCancelEmailChange();
  const [token, setToken] = useState('');
  const half = status.currentEmailVerified ? 'new' : 'current';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) return;
    onVerify(half, token.trim());
    setToken('');
  };
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast.success(TEXTS.changeCancelled),
      onError: (error) => toast.error(failureText(error, TEXTS.cancelFailed)),
    });

  return (
    <section
      aria-labelledby="email-change-step"
      className="grid gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200"
    >
      <h3 id="email-change-step" className="font-semibold">
        {half === 'current' ? TEXTS.verifyCurrentEmail : TEXTS.verifyNewEmail}
      </h3>
      <p className="text-sm text-stone-700">
        {TEXTS.changingTo} <bdi className="font-medium">{status.newEmail}</bdi>.{' '}
        {TEXTS.confirmBefore(
          status.expiresAt
            ? formatInAmsterdam(new Date(status.expiresAt), 'd MMMM yyyy, HH:mm')
            : TEXTS.unknownDate,
        )}
      </p>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <FormField
          label={TEXTS.verificationToken}
          description={half === 'current' ? TEXTS.currentTokenHint : TEXTS.newTokenHint}
          className="min-w-0 flex-1 basis-52"
        >
          <Input value={token} onChange={(e) => setToken(e.target.value)} autoComplete="off" />
        </FormField>
        <Button type="submit" size="sm" disabled={!token.trim() || pending}>
          {TEXTS.verify}
        </Button>
      </form>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        onClick={onCancel}
        disabled={cancel.isPending}
        className="justify-self-start"
      >
        {TEXTS.cancelChange}
      </Button>
    </section>
  );
}
