import { ActionLink, MailLayout, Paragraph } from './layout';

/**
 * Sent once a buddy has applied (issue 37): their application arrived, and what happens next,
 * in the steps their dashboard shows.
 */
export function ApplicationReceivedMail({ name, link }: { name: string; link: string }) {
  return (
    <MailLayout preview="We have received your application to become a Buddies buddy.">
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Thank you for applying to become a buddy. We have received your application.
      </Paragraph>
      <Paragraph>
        What happens next: a moderator reviews your application; then a learning expert invites you
        to an interview; after it, your profile goes live and learners can book you. We will write
        to you at each step, and your dashboard always shows where you are.
      </Paragraph>
      <ActionLink href={link}>Open your dashboard</ActionLink>
    </MailLayout>
  );
}
