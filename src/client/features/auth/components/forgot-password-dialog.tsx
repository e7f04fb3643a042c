import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { failureText } from '@/lib/failure-text';
import { forgotPasswordInputSchema, useForgotPassword } from '../api/forgot-password';
import { ACCOUNT_TEXTS, AUTH_TEXTS, RESET_PASSWORD_TEXTS as TEXTS } from '../texts';
import { COMMON_TEXTS } from '@/lib/common-texts';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks for a reset link. The answer is the same whether or not the account exists. */
export function ForgotPasswordDialog({ open, onOpenChange }: ForgotPasswordDialogProps) {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });

  const changeOpen = (next: boolean) => {
    if (!next) forgot.reset();
    onOpenChange(next);
  };

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        reset();
        changeOpen(false);
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TEXTS.title}</DialogTitle>
          <DialogDescription>{TEXTS.askForLink}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {forgot.isError && (
            <FormAlert>{failureText(forgot.error, AUTH_TEXTS.forgotPasswordFailed)}</FormAlert>
          )}
          <FormField label={ACCOUNT_TEXTS.email} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                {TEXTS.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={forgot.isPending}>
              {forgot.isPending ? COMMON_TEXTS.sending : TEXTS.sendLink}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
