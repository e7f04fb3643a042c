import { createElement } from 'react';
import { link } from '../../lib/links';
import type { Mail } from '../../lib/mailer';
import { InterviewMail, type InterviewMailProps } from '../../mails/interview';
import { renderMail } from '../../mails/render-mail';
import type { InterviewRow } from './repository';
import { INTERVIEW_MAIL_TEXTS } from './texts';

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
      action: INTERVIEW_MAIL_TEXTS.action,
      ...props,
    }),
  );
}
