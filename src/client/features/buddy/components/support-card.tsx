import { useState } from 'react';
import { OwnSupportMessages } from '@/components/support/own-support-messages';
import { SupportDialog } from '@/components/support/support-dialog';
import { Button } from '@/components/ui/button';
import { BUDDY_TEXTS as TEXTS } from '../texts';

/** SPEC: Buddy dashboard, Messages: 'Contact Moderator' and 'Your Support Messages'. */
export function SupportCard() {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-label={TEXTS.contactModerator}
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {TEXTS.contactModerator}
        </Button>
      </div>
      <OwnSupportMessages />
      <SupportDialog title={TEXTS.contactModerator} open={open} onOpenChange={setOpen} />
    </section>
  );
}
