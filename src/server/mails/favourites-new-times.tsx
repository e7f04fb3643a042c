import { Link } from '@react-email/link';
import { ActionLink, MailLayout, Paragraph } from './layout';
import { MAIL_TEXTS } from './texts';

export interface FavouritesNewTimesMailProps {
  name: string;
  /** The saved buddies who opened new times, each with their profile's link. */
  buddies: { name: string; link: string }[];
  /** The learner's dashboard, where their favourites are listed. */
  link: string;
  /** The settings' privacy section, where this mail is turned off again or on. */
  settingsLink: string;
  /** The page that stops these mails without a sign-in (decision 065); none without a secret. */
  unsubscribeLink: string | null;
}

/** The daily news of a learner's favourites: which saved buddies opened new times. */
export function FavouritesNewTimesMail({
  name,
  buddies,
  link,
  settingsLink,
  unsubscribeLink,
}: FavouritesNewTimesMailProps) {
  return (
    <MailLayout preview={MAIL_TEXTS.favouritesNewTimes.preview(buddies.length)}>
      <Paragraph>{MAIL_TEXTS.hi(name)}</Paragraph>
      <Paragraph>{MAIL_TEXTS.favouritesNewTimes.intro(buddies.length)}</Paragraph>
      {buddies.map((buddy) => (
        <Paragraph key={buddy.link}>
          <Link href={buddy.link}>{buddy.name}</Link>
        </Paragraph>
      ))}
      <ActionLink href={link}>{MAIL_TEXTS.favouritesNewTimes.action}</ActionLink>
      <Paragraph>
        {MAIL_TEXTS.favouritesNewTimes.why}{' '}
        {unsubscribeLink ? (
          <>
            <Link href={unsubscribeLink}>{MAIL_TEXTS.favouritesNewTimes.stop}</Link>{' '}
            {MAIL_TEXTS.favouritesNewTimes.orSettings}{' '}
            <Link href={settingsLink}>{MAIL_TEXTS.favouritesNewTimes.settings}</Link>
          </>
        ) : (
          <Link href={settingsLink}>{MAIL_TEXTS.favouritesNewTimes.turnOff}</Link>
        )}
      </Paragraph>
    </MailLayout>
  );
}
