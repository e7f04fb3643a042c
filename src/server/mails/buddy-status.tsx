import type { ProfileStatus } from '../../shared/buddy-status';
import { ActionLink, MailLayout, Paragraph } from './layout';

/** The statuses a buddy is mailed about, and what each mail says happens next. */
export const BUDDY_STATUS_MAILS = {
  expert_review: {
    subject: 'Your Buddies application passed the first review',
    preview: 'A learning expert will invite you to a short interview.',
    lines: [
      'Good news: a moderator has reviewed your profile and passed it to our learning expert.',
      'Next, the learning expert invites you to a 30-minute interview. You will receive the invitation, with the time, by email.',
    ],
  },
  rejected: {
    subject: 'About your Buddies application',
    preview: 'We cannot accept your profile at this time.',
    lines: [
      'Thank you for applying to become a buddy. After careful review, we cannot accept your profile at this time.',
    ],
  },
  approved: {
    subject: 'Welcome to Buddies: your profile is live',
    preview: 'Learners can now find you and propose sessions.',
    lines: [
      'Your profile is approved and published: learners can now find you, write to you and propose sessions.',
      'Keep your activities, rates and availability up to date on your dashboard.',
    ],
  },
  suspended: {
    subject: 'Your Buddies account is suspended',
    preview: 'Your profile is hidden from learners for now.',
    lines: [
      'A moderator has suspended your account: your profile is hidden from learners, and you can see your data but not make changes.',
      'If you think this is a mistake, reply to a support message from your dashboard.',
    ],
  },
} as const satisfies Partial<Record<ProfileStatus, unknown>>;
export type MailedStatus = keyof typeof BUDDY_STATUS_MAILS;

/** A reinstated buddy is told apart from a newly approved one. */
export const REINSTATED_MAIL = {
  subject: 'Your Buddies profile is active again',
  preview: 'Learners can find you again.',
  lines: ['A moderator has reinstated your account: your profile is listed again.'],
};

/**
 * What happened to a buddy's application or account, what comes next, and the team's reason
 * when there is one (a rejection, a suspension).
 */
export function BuddyStatusMail({
  name,
  mail,
  reason,
  link,
}: {
  name: string;
  mail: { preview: string; lines: readonly string[] };
  reason: string | undefined;
  link: string;
}) {
  return (
    <MailLayout preview={mail.preview}>
      <Paragraph>Hi {name},</Paragraph>
      {mail.lines.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      {reason && <Paragraph>Note from the team: {reason}</Paragraph>}
      <ActionLink href={link}>Open your dashboard</ActionLink>
    </MailLayout>
  );
}
