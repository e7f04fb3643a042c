import { useRef, useState } from 'react';
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
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { INTERVIEW_CANCEL_REASON_MAX } from '@shared/interviews';
import { useCancelInterview } from '../api/cancel-interview';
import { EXPERT_TEXTS } from '../texts';

const TEXTS = EXPERT_TEXTS.cancel;

/**
 * 'Cancel interview', asked once more before the buddy is mailed, with an optional reason. Its
 * button goes with the interview: `focusAfterCancel` says where the focus goes instead.
 */
export function CancelInterviewDialog({
  interviewId,
  focusAfterCancel,
}: {
  interviewId: string;
  focusAfterCancel: () => void;
}) {
  const [open, setOpen] = useState(false);
  const cancelled = useRef(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelInterview(interviewId);
  const confirm = () =>
    cancel.mutate(reason, {
      onSuccess: () => {
        toast.success(TEXTS.done);
        cancelled.current = true;
        setOpen(false);
      },
      onError: (error) => toast.error(failureText(error, TEXTS.failed)),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {TEXTS.open}
      </Button>
      <DialogContent
        role="alertdialog"
        onCloseAutoFocus={(event) => {
          if (!cancelled.current) return;
          event.preventDefault();
          focusAfterCancel();
        }}
      >
        <form
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <DialogHeader>
            <DialogTitle>{TEXTS.title}</DialogTitle>
            <DialogDescription>{TEXTS.description}</DialogDescription>
          </DialogHeader>
          <FormField label={TEXTS.reason}>
            <Textarea
              value={reason}
              dir="auto"
              maxLength={INTERVIEW_CANCEL_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {TEXTS.keep}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={cancel.isPending}>
              {TEXTS.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
