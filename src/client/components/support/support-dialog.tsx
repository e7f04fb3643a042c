import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
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
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { SUPPORT_PRIORITIES, SUPPORT_TEXTS as TEXTS } from '@shared/support';
import { supportMessageInputSchema, useSendSupportMessage } from './api';
import { OwnSupportMessages } from './own-support-messages';
import { selectClass } from '@/components/ui/select-class';
import { COMMON_TEXTS } from '@/lib/common-texts';

interface SupportDialogProps {
  /** 'Contact Support' (learners) or 'Contact Moderator' (buddies). */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Writes to the support team: subject, message and how urgent it is. */
export function SupportDialog({ title, open, onOpenChange }: SupportDialogProps) {
  const send = useSendSupportMessage();
  const { register, handleSubmit, reset, control } = useForm({
    resolver: zodResolver(supportMessageInputSchema),
    defaultValues: { subject: '', content: '', priority: 'normal' as const },
  });
  const [subject, content] = useWatch({ control, name: ['subject', 'content'] });
  // SPEC section 5: the button stays disabled until both are filled.
  const filled = subject.trim() !== '' && content.trim() !== '';

  const onSubmit = handleSubmit(
    (values) =>
      send.mutate(values, {
        onSuccess: () => {
          toast.success(TEXTS.sent);
          reset();
          onOpenChange(false);
        },
        onError: () => toast.error(TEXTS.failed),
      }),
    () => toast.error(TEXTS.fillBoth),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{TEXTS.dialogIntro}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label={TEXTS.subject}>
            <Input maxLength={200} {...register('subject')} />
          </FormField>
          <FormField label={TEXTS.message}>
            <Textarea maxLength={4000} {...register('content')} />
          </FormField>
          <FormField label={TEXTS.priority}>
            <select className={selectClass} {...register('priority')}>
              {SUPPORT_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {TEXTS.priorities[p]}
                </option>
              ))}
            </select>
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                {COMMON_TEXTS.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!filled || send.isPending}>
              {send.isPending ? COMMON_TEXTS.sending : TEXTS.send}
            </Button>
          </div>
        </form>
        <OwnSupportMessages compact />
      </DialogContent>
    </Dialog>
  );
}
