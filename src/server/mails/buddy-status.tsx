import type { ProfileStatus } from '../../shared/buddy-status';
import { ActionLink, MailLayout, Paragraph } from './layout';
import { MAIL_TEXTS } from './texts';

/** The statuses a buddy is mailed about, and what each mail says happens next. */
export const BUDDY_STATUS_MAILS = {
  expert_review: {
    subject: 'Your Buddies application passed the first review',
    preview: 'A learning expert will invite you to a short interview.',
    action: 'Open your dashboard',
    lines: [
      'Good news: a moderator has reviewed your profile and passed it to our learning expert.',
      'Next, the learning expert invites you to a 30-minute interview. You will receive the invitation, with the time, by email.',
    ],
  },
  rejected: {
    subject: 'About your Buddies application',
    preview: 'We cannot accept your profile at this time.',
    action: 'Open your dashboard',
    lines: [
      'Thank you for applying to become a buddy. After careful review, we cannot accept your profile at this time.',
    ],
  },
  approved: {
    subject: 'Welcome to Buddies: your profile is live',
    preview: 'Learners can now find you and propose sessions.',
    action: 'Open your dashboard',
    lines: [
      'Your profile is approved and published: learners can now find you, write to you and propose sessions.',
      'Keep your activities, rates and availability up to date on your dashboard.',
    ],
  },
  suspended: {
    subject: 'Your Buddies account is suspended',
    preview: 'Your profile is hidden from learners for now.',
    action: null,
    lines: [
      'A moderator has suspended your account: your profile is hidden from learners, you are signed out and cannot sign in, and your open proposals and upcoming sessions are cancelled (the learners are told).',
      'If you think this is a mistake, write to us through the Contact Us link on our website.',
    ],
  },
} as const satisfies Partial<Record<ProfileStatus, unknown>>;
export type MailedStatus = keyof typeof BUDDY_STATUS_MAILS;

/** A reinstated buddy is told apart from a newly approved one. */
export const REINSTATED_MAIL = {
  subject: 'Your Buddies profile is active again',
  preview: 'Learners can find you again.',
  action: 'Open your dashboard',
  lines: [
    'A moderator has reinstated your account: you can sign in, and your profile is listed again.',
  ],
};

/** A learner is only ever suspended and reinstated (decision 026). */
export const LEARNER_STATUS_MAILS = {
  suspended: {
    subject: 'Your Buddies account is suspended',
    preview: 'You cannot sign in for now.',
    action: null,
    lines: [
      'A moderator has suspended your account: you are signed out and cannot sign in, and your open proposals and upcoming sessions are cancelled (the buddies are told).',
      'If you think this is a mistake, write to us through the Contact Us link on our website.',
    ],
  },
  approved: {
    subject: 'Your Buddies account is active again',
    preview: 'You can sign in again.',
    action: 'Sign in',
    lines: ['A moderator has reinstated your account: you can sign in again.'],
  },
} as const;

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
  mail: { preview: string; lines: readonly string[]; action: string | null };
  reason: string | undefined;
  link: string;
}) {
  return (
    <MailLayout preview={mail.preview}>
      <Paragraph>{MAIL_TEXTS.hi(name)}</Paragraph>
      {mail.lines.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      {reason && <Paragraph>{MAIL_TEXTS.buddyStatus.note(reason)}</Paragraph>}
      {mail.action && <ActionLink href={link}>{mail.action}</ActionLink>}
    </MailLayout>
  );
}
