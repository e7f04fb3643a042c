/**
 * What the calendar's mails say (decision 053): a session booked, changed or cancelled, told with
 * its calendar file to the side who made the change, and the reminder the day before. Titles and
 * names come in already written.
 */
export const CALENDAR_MAIL_TEXTS = {
  /** A change calendars follow, told to the side who made it: its subject and news. */
  session: {
    changed: (title: string) => ({
      subject: `Session changed: ${title}`,
      news: `Your session is changed: ${title}. The calendar file attached updates it in your calendar.`,
    }),
    booked: (title: string) => ({
      subject: `Session booked: ${title}`,
      news: `Your session is booked: ${title}. The calendar file attached adds it to your calendar.`,
    }),
    cancelled: (title: string) => ({
      subject: `Session cancelled: ${title}`,
      news: `Your session is cancelled: ${title}. The calendar file attached takes it off your calendar.`,
    }),
  },
  sessionReminder: {
    subject: (title: string) => `Reminder: ${title} tomorrow`,
    news: (title: string) => `Your session ${title} is coming up in about 24 hours.`,
    note: (other: string) =>
      `If something came up, write to ${other} in your messages. The calendar file attached adds the session to your calendar.`,
  },
} as const;

/** What an appointment in a calendar says beside its title: the interview's name, its links' labels. */
export const APPOINTMENT_TEXTS = {
  interview: 'Buddies interview',
  sessionLink: 'Your messages',
  interviewLink: 'Your dashboard',
} as const;
