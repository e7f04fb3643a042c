import { ActionLink, Code, MailLayout, Paragraph } from './layout';
import { MAIL_TEXTS } from './texts';

/** Sent on registration and on request; the link and the code carry the same 24-hour token. */
export function EmailVerificationMail({
  name,
  link,
  token,
}: {
  name: string;
  link: string;
  token: string;
}) {
  return (
    <MailLayout preview={MAIL_TEXTS.emailVerification.preview}>
      <Paragraph>{MAIL_TEXTS.hi(name)}</Paragraph>
      <Paragraph>{MAIL_TEXTS.emailVerification.confirm}</Paragraph>
      <ActionLink href={link}>{MAIL_TEXTS.emailVerification.action}</ActionLink>
      <Paragraph>
        {MAIL_TEXTS.emailVerification.pasteCode}
        <Code>{token}</Code>
      </Paragraph>
      <Paragraph>{MAIL_TEXTS.emailVerification.expiry}</Paragraph>
    </MailLayout>
  );
}
