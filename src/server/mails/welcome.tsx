import { ActionLink, MailLayout, Paragraph } from './layout';

/** Sent once a learner has signed up (issue 37): welcome, and the first step to take. */
export function WelcomeMail({ name, link }: { name: string; link: string }) {
  return (
    <MailLayout preview="Welcome to Buddies: find a buddy to talk with.">
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Welcome to Buddies. Your account is ready: find a buddy who shares your interests, propose
        an activity, and practise your language in real conversations.
      </Paragraph>
      <ActionLink href={link}>Find your buddy</ActionLink>
      <Paragraph>
        Your dashboard shows your sessions and messages, and Profile Settings your account.
      </Paragraph>
    </MailLayout>
  );
}
