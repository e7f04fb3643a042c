import type { SessionLineKind } from '../../../shared/session-lines-schemas';

/**
 * What the sessions module's mails say (decision 053), in one place: subjects, news and lines
 * about a session's changes, its money, its payment reminders and its reports. Names, titles, amounts
 * and days come in already written (format-money.ts, format-date.ts).
 */
export const SESSION_MAIL_TEXTS = {
  /** The mail's news for the other side, by the line posted in their chat. */
  news: {
    proposed: (by: string, title: string) => `${by} proposed a session: ${title}`,
    booked: (by: string, title: string) => `${by} booked a session with you: ${title}`,
    countered: (_by: string, title: string) => `Your buddy suggested another time for ${title}`,
    approved: (_by: string, title: string) => `Your buddy approved your proposal: ${title}`,
    rejected: (_by: string, title: string) => `Your buddy declined your proposal: ${title}`,
    accepted: (by: string, title: string) => `${by} accepted your suggestion: ${title}`,
    declined: (by: string, title: string) => `${by} declined your suggestion: ${title}`,
    cancelled: (by: string, title: string) => `${by} cancelled your session: ${title}`,
    'move-asked': (by: string, title: string) => `${by} asked to move your session: ${title}`,
    'move-accepted': (by: string, title: string) => `${by} accepted moving your session: ${title}`,
    'move-declined': (by: string, title: string) =>
      `${by} declined moving your session, so it stays as booked: ${title}`,
    'move-withdrawn': (by: string, title: string) =>
      `${by} took back the request to move your session, so it stays as booked: ${title}`,
    changed: (by: string, title: string) => `${by} changed your session: ${title}`,
  } satisfies Record<SessionLineKind, (by: string, title: string) => string>,
  ending: {
    suspendedCancelled: (title: string, name: string) =>
      `Your session ${title} with ${name} is cancelled`,
    suspendedWithdrawn: (title: string, name: string) =>
      `Your proposal for ${title} with ${name} is withdrawn`,
    suspendedNews: (subject: string, name: string) =>
      `${subject}: ${name}'s account was suspended by our moderators.`,
    deletedCancelled: (title: string) => `Your session ${title} is cancelled`,
    deletedWithdrawn: (title: string) => `The proposal for ${title} is withdrawn`,
    deletedNews: (subject: string, side: string) =>
      `${subject}: the ${side} deleted their account.`,
  },
  completion: {
    news: (title: string, other: string) => `Your session ${title} with ${other} is complete.`,
    subject: (title: string, other: string) => `Session complete: ${title} with ${other}`,
    reviewNote: (other: string) =>
      `How was it? Your review helps other learners find a buddy like ${other}.`,
    review: 'Leave a review',
    share: (share: string) =>
      `Your share, ${share}, goes to your payout account; if you have not set up payouts yet, you can on the Analytics tab of your dashboard.`,
    thanks: 'Thank you for the session.',
  },
  /** A payment or a move that lapsed, told to both sides: its subject and news. */
  lapsed: {
    notBooked: (title: string, other: string) => ({
      subject: `Not booked: ${title} with ${other} was not paid in time`,
      news: `Your session ${title} with ${other} was not paid by its deadline, so it is not booked and its time is free again.`,
    }),
    moveNotPaid: (title: string, other: string) => ({
      subject: `Not moved: ${title} with ${other} stays as booked`,
      news: `The difference for moving your session ${title} with ${other} was not paid by its deadline, so the session stays as booked.`,
    }),
    moveNotAnswered: (title: string, other: string) => ({
      subject: `Not moved: ${title} with ${other} stays as booked`,
      news: `Nobody answered the request to move your session ${title} with ${other} in time, so it stays as booked.`,
    }),
  },
  paid: {
    share: (share: string) => `Your share of this session: ${share}.`,
    paid: (amount: string) => `You have paid ${amount} for this session.`,
    receipt: 'View your receipt',
  },
  /** What a mail says of a session's money (decision 039); `due` is a day and time. */
  money: {
    dueDay: (day: string) => `${day} (Amsterdam time)`,
    payToBook: (amount: string, due: string) =>
      `Pay ${amount} by ${due} to book it. Unpaid by then, it is not booked and its time is free again.`,
    payToMove: (amount: string, due: string) =>
      `Pay the ${amount} difference by ${due} to make the move. Until it is paid, the session stays as booked.`,
    pay: (amount: string) => `Pay ${amount}`,
    paySubject: (amount: string, due: string, booking: boolean, title: string, buddy: string) =>
      `Pay ${amount} by ${due} to ${booking ? 'book' : 'move'}: ${title} with ${buddy}`,
    allBack: (refunded: string) =>
      `Everything you paid, ${refunded}, goes back to the way you paid.`,
    partBack: (refunded: string, kept: string) =>
      `${refunded} of what you paid goes back to the way you paid; ${kept} stays paid.`,
    paidInFull: (kept: string) => `You have paid ${kept} for this session; nothing more is owed.`,
    learnerToBook: (learner: string, due: string) =>
      `${learner} has until ${due} to pay; the session is booked once they do, and we let you know.`,
    learnerToMove: (learner: string, due: string, amount: string) =>
      `${learner} has until ${due} to pay the ${amount} difference; the move is made once they do. Until then the session stays as booked.`,
    learnerAllBack: (learner: string) =>
      `${learner} gets everything they paid back; nothing is owed to you for this session.`,
    learnerPartBack: (learner: string, refunded: string, share: string) =>
      `${learner} gets ${refunded} back; your share of the session is now ${share}.`,
  },
  paymentReminder: {
    subject: (subject: string) => `Reminder: ${subject}`,
    move: (title: string, buddy: string) =>
      `Reminder: the move of your session ${title} with ${buddy} is made once you pay the difference.`,
    booking: (title: string, buddy: string) =>
      `Reminder: your session ${title} with ${buddy} is booked once you pay.`,
  },
  /** A session's terms as lines of a mail or a calendar file. */
  terms: {
    when: (day: string) => `When: ${day} (Amsterdam time)`,
    howLong: (minutes: number) => `How long: ${minutes} minutes`,
    where: (location: string) => `Where: ${location}`,
    price: (price: string) => `Price: ${price}`,
    share: (share: string) => `Your share: ${share}`,
  },
  /** A learner's or a buddy's report, as the moderators read it in their support queue. */
  report: {
    subject: (noShow: boolean, title: string, day: string) =>
      `${noShow ? 'No-show' : 'Problem'} report: ${title} on ${day}`,
    session: (terms: string) => `Session: ${terms}`,
    by: (side: string, by: string, other: string, about: string) =>
      `Reported by the ${side} ${by}, about the ${other} ${about}.`,
  },
} as const;
