import { ActionLink, Code, MailLayout, Paragraph } from './layout';
import { MAIL_TEXTS } from './texts';

/** Sent to the address a Buddies account is moving to (decision 036): is it yours? */
export function EmailChangeNewMail({
  name,
  link,
  token,
}: {
  name: string;
  link: string;
  token: string;
}) {
  return (
    <MailLayout preview={MAIL_TEXTS.emailChangeNew.preview}>
      <Paragraph>{MAIL_TEXTS.hi(name)}</Paragraph>
      <Paragraph>{MAIL_TEXTS.emailChangeNew.asked}</Paragraph>
      <ActionLink href={link}>{MAIL_TEXTS.emailChangeNew.action}</ActionLink>
      <Paragraph>
        {MAIL_TEXTS.emailChangeNew.pasteToken}
        <Code>{token}</Code>
      </Paragraph>
      <Paragraph>{MAIL_TEXTS.emailChangeNew.expiry}</Paragraph>
      <Paragraph>{MAIL_TEXTS.emailChangeNew.notYou}</Paragraph>
    </MailLayout>
  );
}
