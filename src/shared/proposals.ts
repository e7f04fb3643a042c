/** Proposals: the learner's request for a session and the buddy's answer (SPEC sections 3-5). */

export const PROPOSAL_TEXTS = {
  fillAll: 'Please fill in all required fields',
  sent: 'Proposal sent successfully!',
  failed: 'Failed to send proposal. Please try again.',
  learnerNotYou: 'You can only send proposals as yourself',
  buddyUnavailable: 'This buddy cannot be booked',
  activityNotOffered: 'This buddy does not offer this activity',
  inThePast: 'Please choose a time in the future',
  durationInvalid: 'Please choose a duration of 30 to 180 minutes',
  learnerBusy: 'You already have a session booked at this time',
  buddyBusy: 'The buddy already has a session booked at this time',
  notFound: 'Proposal not found',
  answeredAlready: 'This proposal has already been answered',
  noProposals: 'No proposals found',
  notBooked: 'Only a booked session can be confirmed',
  notEnded: 'A session can be confirmed once it has ended',
  confirmed: 'Session confirmed! Thank you for your confirmation.',
  confirmFailed: 'Failed to confirm session. Please try again.',
} as const;

/** Proposals per page of a learner's or a buddy's list. */
export const PROPOSALS_PAGE_SIZE = 20;
