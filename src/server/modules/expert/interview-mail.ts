import { createElement } from 'react';
import { link } from '../../lib/links';
import type { Mail } from '../../lib/mailer';
import { InterviewMail, type InterviewMailProps } from '../../mails/interview';
import { renderMail } from '../../mails/render-mail';
import type { InterviewRow } from './repository';

/** A mail to the buddy about their interview, leading to their dashboard. */
export function mailToBuddy(
  row: InterviewRow,
  subject: string,
  props: Omit<InterviewMailProps, 'name' | 'link' | 'action'>,
): Mail {
  return renderMail(
    row.buddyEmail,
    subject,
    createElement(InterviewMail, {
      name: row.buddyName,
      link: link('/buddy/dashboard'),
      action: 'Open your dashboard',
      ...props,
    }),
  );
}

/*
 * A candidate has no conversation with the expert to answer in (a buddy writes only to people
 * who wrote to them first): they reach the team through Contact Moderator on their dashboard.
 */
export const CONTACT_NOTE =
  'The calendar file attached adds it to your calendar. If this time does not suit you, tell us through Contact Moderator on your dashboard.';
