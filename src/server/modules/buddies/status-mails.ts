import { createElement } from 'react';
import type { ProfileStatus } from '../../../shared/buddy-status';
import type { Database, Executor } from '../../db/client';
import { link } from '../../lib/links';
import { enqueueMail } from '../../lib/mailer';
import { enqueue, type OutboxHandler } from '../../lib/outbox';
import {
  BUDDY_STATUS_MAILS,
  BuddyStatusMail,
  LEARNER_STATUS_MAILS,
  REINSTATED_MAIL,
  type MailedStatus,
} from '../../mails/buddy-status';
import { renderMail } from '../../mails/render-mail';
import { findUserById } from '../accounts/users';

export const BUDDY_STATUS_MAIL_TOPIC = 'buddy-status-mail';

/** Statuses whose note is a reason meant for the buddy; other notes are the team's own. */
const REASON_SHOWN: readonly ProfileStatus[] = ['rejected', 'suspended'];

const isMailed = (status: ProfileStatus): status is MailedStatus => status in BUDDY_STATUS_MAILS;

/**
 * After a staff member moved a buddy, in the same transaction: the buddy is mailed what happens
 * next. An interview's invitation and its cancellation (back to expert_review) are mails of
 * their own (with the calendar file), and an interview's completion is told by the verdict that
 * follows it.
 */
export async function mailStatusChange(
  tx: Executor,
  change: { userId: string; from: ProfileStatus; to: ProfileStatus; note: string | undefined },
) {
  const interviewCancelled = change.from === 'interview_scheduled' && change.to === 'expert_review';
  if (!isMailed(change.to) || interviewCancelled) return;
  await enqueue(tx, BUDDY_STATUS_MAIL_TOPIC, {
    buddyId: change.userId,
    from: change.from,
    to: change.to,
    ...(change.note && REASON_SHOWN.includes(change.to) && { reason: change.note }),
  });
}

/** Renders and sends the mail as outbox work, with links under the public URL. */
export function buddyStatusMailHandler(db: Database): OutboxHandler {
  return {
    async work(payload) {
      const to = String(payload.to) as ProfileStatus;
      const account = await findUserById(db, String(payload.buddyId));
      if (!account || !isMailed(to)) return;
      const learner = account.role === 'learner';
      if (learner && to !== 'suspended' && to !== 'approved') return;
      const mail = learner
        ? LEARNER_STATUS_MAILS[to as 'suspended' | 'approved']
        : to === 'approved' && payload.from === 'suspended'
          ? REINSTATED_MAIL
          : BUDDY_STATUS_MAILS[to];
      await enqueueMail(
        db,
        renderMail(
          account.email,
          mail.subject,
          createElement(BuddyStatusMail, {
            name: account.fullName,
            mail,
            reason: typeof payload.reason === 'string' ? payload.reason : undefined,
            link: learner ? link('/login') : link('/buddy/dashboard'),
          }),
        ),
      );
    },
    keep: ({ reason: _, ...kept }) => kept,
  };
}
