import { Download, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
import { PasswordInput } from '@/components/ui/password-input';
import { SectionCard } from '@/components/ui/section-card';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { DELETION_REASON_MAX, PRIVACY_TEXTS } from '@shared/privacy';
import { useDeleteAccount, useExportData } from '../api/data-rights';
import { TEXTS } from '../texts';

/** Export My Data, and Delete My Account behind a confirmation (SPEC: Data rights). */
export function DataRightsCard({ userId }: { userId: string }) {
  const exportData = useExportData(userId);
  const deletion = useDeleteAccount(userId);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onExport = () =>
    exportData.mutate(undefined, {
      onError: (error) => toast.error(failureText(error, TEXTS.privacy.exportFailed)),
    });
  const onDelete = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    // Checked by the server too; asked here first so that nothing is sent without it.
    if (!password) return setProblem(PRIVACY_TEXTS.passwordRequired);
    deletion.mutate(
      { reason, currentPassword: password },
      {
        onError: (error) => setProblem(failureText(error, TEXTS.privacy.deleteFailed)),
      },
    );
  };

  return (
    <SectionCard id="data-rights" title={TEXTS.dataRights}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <p className="text-sm text-stone-700">{TEXTS.exportHint}</p>
          <Button
            type="button"
            variant="outline"
            onClick={onExport}
            disabled={exportData.isPending}
            className="justify-self-start"
          >
            <Download aria-hidden="true" /> {TEXTS.exportData}
          </Button>
        </div>
        <div className="grid content-start gap-2">
          <p className="text-sm text-stone-700">{TEXTS.deleteHint}</p>
          <Button
            type="button"
            variant="outline"
            onClick={() => setConfirming(true)}
            className="justify-self-start border-red-700 text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" /> {TEXTS.deleteAccount}
          </Button>
        </div>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) setPassword('');
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{TEXTS.deleteTitle}</DialogTitle>
            <DialogDescription>{TEXTS.deleteWarning}</DialogDescription>
          </DialogHeader>
          <form onSubmit={onDelete} noValidate className="grid gap-4">
            {problem && <FormAlert>{problem}</FormAlert>}
            <FormField label={TEXTS.deleteReason}>
              <Textarea
                value={reason}
                maxLength={DELETION_REASON_MAX}
                onChange={(e) => setReason(e.target.value)}
              />
            </FormField>
            <FormField label={PRIVACY_TEXTS.passwordLabel} description={TEXTS.deletePasswordHint}>
              <PasswordInput
                autoComplete="current-password"
                value={password}
                maxLength={200}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
            <div className="flex flex-wrap justify-end gap-3">
              <DialogClose asChild>
                <Button type="button" variant="ghost">
                  {TEXTS.cancel}
                </Button>
              </DialogClose>
              <Button
                type="submit"
                disabled={deletion.isPending}
                className="bg-red-700 hover:bg-red-800"
              >
                {TEXTS.deleteConfirm}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
