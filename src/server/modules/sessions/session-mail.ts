import { createElement } from 'react';
import { ProposalMail, type ProposalMailProps } from '../../mails/proposal';
import { renderMail } from '../../mails/render-mail';

/** A mail about a session to one of its sides, in the sessions' one layout (mails/proposal.tsx). */
export const sessionMail = (
  to: { email: string; name: string },
  subject: string,
  props: Omit<ProposalMailProps, 'name'>,
) => renderMail(to.email, subject, createElement(ProposalMail, { name: to.name, ...props }));
