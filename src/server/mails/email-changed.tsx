import { CONTACT_EMAIL } from '../../shared/contact';
import { MailLayout, Paragraph } from './layout';

/**
 * Sent to the address an account had, once both links confirmed a change (decision 036): the
 * owner learns where their account went, and whom to write if it was not them.
 */
export function EmailChangedMail({ name, newEmail }: { name: string; newEmail: string }) {
  return (
    <MailLayout preview="The email address of your Buddies account was changed.">
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        The email address of your Buddies account was just changed from this address to {newEmail}.
        From now on you sign in with {newEmail}, and our emails go there.
      </Paragraph>
      <Paragraph>
        If that was you, there is nothing more to do. If it was not, write to us at once at{' '}
        {CONTACT_EMAIL} from this address, and we will help you get your account back.
      </Paragraph>
    </MailLayout>
  );
}
