import type { Executor } from '../../db/client';

/**
 * Something a user has in their calendar, as they see it: a booked session, an interview. Calendar
 * files, invitation mails, reminders and the calendar feed work on this one type (decision 015),
 * so that every kind of appointment gets them alike. It names the viewer's counterpart by name
 * only, never by address.
 */
export interface Appointment {
  /** The record's id: the calendars' UID is `<id>@buddies` in every file, mail and feed. */
  id: string;
  /** What kind of appointment, in the product's words: 'session', 'interview'. */
  kind: string;
  /** The calendars' SEQUENCE: one up on every change a calendar must follow. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  /** What happens ('Coffee Chats', 'Interview'): the title is "<what> with <counterpart>". */
  what: string;
  /** The other side by name, as the viewer knows them. */
  counterpart: string;
  /** Where it takes place, when it has a place. */
  location: string | null;
  /** Lines describing it (when, how long, where...), as mails show them too. */
  details: string[];
  /** Where the viewer follows it up in the product. */
  link: { label: string; url: string };
  /** The address calendars open for it (a video call), when not the link's. */
  url?: string;
  /** Called off: calendars drop it. */
  cancelled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A kind of appointment's part of a user's calendar feed: theirs starting in [from, to), at most
 * `max`, cancelled ones included so that subscribed calendars drop them.
 */
export type AppointmentSource = (
  db: Executor,
  userId: string,
  startingIn: { from: Date; to: Date },
  max: number,
) => Promise<Appointment[]>;
