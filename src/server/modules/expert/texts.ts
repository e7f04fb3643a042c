/**
 * What the buddy's interview mails say (decision 053): a subject and news for each change of
 * their interview, and what happens next. The expert's name and the interview's time come in
 * already written (format-date.ts).
 */
export const INTERVIEW_MAIL_TEXTS = {
  action: 'Open your dashboard',
  /*
   * A candidate has no conversation with the expert to answer in (a buddy writes only to people
   * who wrote to them first): they reach the team through Contact Moderator on their dashboard.
   */
  contactNote:
    'The calendar file attached adds it to your calendar. If this time does not suit you, tell us through Contact Moderator on your dashboard.',
  invited: {
    subject: (when: string) => `Your Buddies interview: ${when}`,
    news: (expert: string) =>
      `${expert}, our learning expert, invites you to an interview about your application.`,
  },
  moved: {
    subject: (when: string) => `Your Buddies interview has moved: ${when}`,
    news: (expert: string) => `${expert} moved your interview to a new time.`,
  },
  placed: {
    subject: (when: string) => `Your Buddies interview has a new place: ${when}`,
    news: (expert: string) => `${expert} changed where your interview takes place.`,
  },
  cancelled: {
    subject: 'Your Buddies interview is cancelled',
    news: (expert: string, when: string) => `${expert} cancelled your interview of ${when}.`,
    note: 'The calendar file attached takes it off your calendar. You will get a new invitation when a new time is set.',
  },
  held: {
    subject: 'Your Buddies interview took place earlier',
    news: (expert: string, plannedFor: string | null) =>
      `${expert} held your interview earlier than the time planned${plannedFor ? ` (${plannedFor})` : ''}.`,
    note: 'The calendar file attached moves it in your calendar to when it took place. The decision on your application comes in its own email.',
  },
  reminder: {
    subject: 'Reminder: your Buddies interview tomorrow',
    news: (expert: string) => `Your interview with ${expert} is coming up in about 24 hours.`,
  },
} as const;
