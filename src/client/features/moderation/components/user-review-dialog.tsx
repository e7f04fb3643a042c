import { useRef, useState } from 'react';
import { ProfileStatusBadge } from '@/components/profile-status-badge';
import { StatusHistory } from '@/components/status-history';
import { Avatar } from '@/components/ui/avatar';
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
import { LearnerMatches } from '@/features/matching/components/learner-matches';
import { failureText } from '@/lib/failure-text';
import { formatInAmsterdam } from '@shared/format-date';
import { STAFF_NOTES_MAX, type ModeratedUser } from '@shared/moderation';
import { useStatusHistory } from '../api/get-status-history';
import { useAccountStatus } from '../api/account-status';
import { useReviewProfile } from '../api/review-profile';
import { MODERATION_TEXTS as TEXTS } from '../texts';
import { rateLabel } from '@shared/pricing';

const day = (iso: string) => formatInAmsterdam(new Date(iso), 'd MMM yyyy');

/** A buddy's moves so far, oldest first, with who made them and their notes. */
function History({ userId }: { userId: string }) {
  const history = useStatusHistory(userId);
  if (!history.data) return <p className="text-sm text-stone-700">…</p>;
  return <StatusHistory changes={history.data} />;
}

/**
 * Trust and safety: an active learner or buddy can be suspended with a reason; a suspended one
 * reinstated.
 */
function AccountActions({ user, onDone }: { user: ModeratedUser; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const change = useAccountStatus(user.id);
  const done = (text: string) => ({
    onSuccess: () => {
      toast.success(text);
      onDone();
    },
    onError: (error: Error) => toast.error(failureText(error, TEXTS.statusFailed)),
  });
  if (user.profileStatus === 'suspended') {
    return (
      <div className="flex justify-end">
        <Button
          disabled={change.isPending}
          onClick={() => change.mutate({ action: 'reinstate' }, done(TEXTS.reinstated))}
        >
          {TEXTS.reinstate}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="grid gap-3 border-t border-stone-200 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ action: 'suspend', reason }, done(TEXTS.suspended));
      }}
    >
      <FormField label={TEXTS.suspendReason} description={TEXTS.suspendHint}>
        <Textarea
          value={reason}
          maxLength={STAFF_NOTES_MAX}
          rows={2}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="outline"
          className="border-red-700 text-red-800 hover:bg-red-50"
          disabled={change.isPending || !reason.trim()}
        >
          {TEXTS.suspend}
        </Button>
      </div>
    </form>
  );
}

/** A term and its value in the detail. */
function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm font-semibold text-stone-700">{term}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * One account in detail (photo, activities, rate, description, history); for a pending buddy,
 * the moderator's review: 'Send to Expert' or 'Reject', with notes; for a learner, their
 * matches to pin or hide (decision 064).
 */
export function UserReviewDialog({
  user,
  onClose,
  focusAfterDecision,
}: {
  user: ModeratedUser | null;
  onClose: () => void;
  /** Where the focus goes once a decision took the account out of the list it was opened from. */
  focusAfterDecision: () => void;
}) {
  const decided = useRef(false);
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        onOpenAutoFocus={() => (decided.current = false)}
        onCloseAutoFocus={(event) => {
          if (!decided.current) return;
          event.preventDefault();
          focusAfterDecision();
        }}
      >
        {user && (
          <UserReview
            user={user}
            onDone={() => {
              decided.current = true;
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function UserReview({ user, onDone }: { user: ModeratedUser; onDone: () => void }) {
  const [notes, setNotes] = useState('');
  const review = useReviewProfile(user.id);
  const decide = (approved: boolean) =>
    review.mutate(
      { approved, ...(notes.trim() && { notes }) },
      {
        onSuccess: () => {
          toast.success(approved ? TEXTS.sentToExpert : TEXTS.rejected);
          onDone();
        },
        onError: (error) => toast.error(failureText(error, TEXTS.reviewFailed)),
      },
    );
  const buddy = user.buddyProfile;
  return (
    <>
      <DialogHeader>
        <div className="flex items-center gap-4">
          <Avatar
            name={user.fullName}
            photo={user.profilePhoto}
            alt=""
            className="size-16 text-2xl"
          />
          <div className="grid min-w-0 gap-1">
            <DialogTitle dir="auto">{user.fullName}</DialogTitle>
            <DialogDescription className="[overflow-wrap:anywhere]">
              {user.email} · {TEXTS.applied} {day(user.createdAt)}
            </DialogDescription>
            <div>
              <ProfileStatusBadge status={user.profileStatus} />
            </div>
          </div>
        </div>
      </DialogHeader>
      <dl className="grid gap-4">
        {buddy && (
          <>
            <Detail term={TEXTS.rate}>
              {buddy.hourlyRate === null ? '–' : rateLabel(`${buddy.hourlyRate}/hour`)}
            </Detail>
            <Detail term={TEXTS.activities}>{user.activities.join(', ') || '–'}</Detail>
            <Detail term={TEXTS.description}>
              <p className="whitespace-pre-line" dir="auto">
                {buddy.description}
              </p>
            </Detail>
          </>
        )}
        {user.bio && (
          <Detail term={TEXTS.about}>
            <p className="whitespace-pre-line" dir="auto">
              {user.bio}
            </p>
          </Detail>
        )}
      </dl>
      {user.role === 'learner' && (
        <LearnerMatches learnerId={user.id} language={user.languageLearning} />
      )}
      {user.role === 'buddy' && (
        <section aria-label={TEXTS.history} className="grid gap-2">
          <h3 className="font-semibold">{TEXTS.history}</h3>
          <History userId={user.id} />
        </section>
      )}
      {user.profileStatus === 'pending' && user.role === 'buddy' ? (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            decide(true);
          }}
        >
          <FormField label={TEXTS.notes} description={TEXTS.notesHint}>
            <Textarea
              value={notes}
              maxLength={STAFF_NOTES_MAX}
              onChange={(event) => setNotes(event.target.value)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              disabled={review.isPending}
              onClick={() => decide(false)}
            >
              {TEXTS.reject}
            </Button>
            <Button type="submit" disabled={review.isPending}>
              {TEXTS.sendToExpert}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {(user.role === 'learner' || user.role === 'buddy') &&
            (user.profileStatus === 'approved' || user.profileStatus === 'suspended') && (
              <AccountActions user={user} onDone={onDone} />
            )}
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button variant="ghost">{TEXTS.close}</Button>
            </DialogClose>
          </div>
        </>
      )}
    </>
  );
}
