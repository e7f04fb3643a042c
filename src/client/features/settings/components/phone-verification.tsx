import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { PHONE_CODE_LENGTH } from '@shared/field-rules';
import { useSendPhoneCode, useVerifyPhone } from '../api/verification';
import { TEXTS } from '../texts';

/**
 * The saved phone number's state, and its verification: Verify sends a code, then a 6-digit
 * input confirms it (SPEC: Phone verification). A number typed but not saved is saved first.
 */
export function PhoneVerification({
  saved,
  verified,
  edited,
}: {
  saved: string | null;
  verified: boolean;
  edited: boolean;
}) {
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');

  if (!saved) return null;
  if (verified && !edited) {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-brand-800">
        <BadgeCheck className="size-4" aria-hidden="true" /> {TEXTS.verified}
      </p>
    );
  }
  if (edited) return <p className="text-sm text-stone-600">{TEXTS.saveBeforeVerifying}</p>;

  const sendCode = () =>
    send.mutate(saved, {
      onSuccess: ({ message }) => {
        setCodeSent(true);
        toast.success(message || TEXTS.codeSent);
      },
      onError: (error) => toast.error(failureText(error, TEXTS.sendCodeFailed)),
    });
  const confirm = () =>
    verify.mutate(code, {
      onSuccess: () => {
        setCodeSent(false);
        setCode('');
        toast.success(TEXTS.phoneVerified);
      },
      onError: (error) => toast.error(failureText(error, TEXTS.verifyPhoneFailed)),
    });

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-stone-600">{TEXTS.notVerified}</span>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={sendCode}
          disabled={send.isPending}
        >
          {TEXTS.verify}
        </Button>
      </div>
      {codeSent && (
        <div className="flex flex-wrap items-end gap-3">
          <FormField label={TEXTS.verificationCode} description={TEXTS.codeHint} className="w-48">
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={PHONE_CODE_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </FormField>
          <Button
            type="button"
            size="sm"
            onClick={confirm}
            disabled={code.length !== PHONE_CODE_LENGTH || verify.isPending}
          >
            {TEXTS.confirmCode}
          </Button>
        </div>
      )}
    </div>
  );
}
