import { describe, expect, it } from 'vitest';
import type { Slot } from '@shared/availability-schemas';
import type { Booking } from '@shared/bookings';
import type { Repeat } from '@shared/availability';
import { repeatText, SCHEDULE_TEXTS } from './schedule-texts';
import {
  endOfNewSlot,
  firstDateOn,
  GRID_TIMES,
  PREVIEW_DAYS,
  ROW_TIMES,
  slotDays,
  startsOnFor,
  weekColumns,
  weeklyDays,
  type Block,
} from './schedule-week';

// Monday 23 March 2026; the clocks go forward on Sunday 29 March.
const MONDAY = '2026-03-23';

const slot = (fields: Partial<Slot>): Slot => ({
  id: 'slot-1',
  day: 0,
  startTime: '09:00',
  endTime: '11:00',
  startsOn: '2026-03-16',
  repeat: { type: 'weekly', frequency: 1, duration: 4 },
  lastDate: '2026-04-06',
  ...fields,
});

const booking = (fields: Partial<Booking>): Booking => ({
  id: 'session-1',
  learner: 'Lea',
  buddy: 'Bo',
  learnerId: 'learner-1',
  buddyId: 'buddy-1',
  buddySlug: 'bo',
  activity: 'Coffee Chats',
  date: MONDAY,
  time: '10:00',
  endTime: '11:00',
  duration: 60,
  location: 'Café',
  status: 'approved',
  price: 26,
  startsAt: '2026-03-23T09:00:00.000Z',
  endsAt: '2026-03-23T10:00:00.000Z',
  learnerConfirmed: false,
  buddyConfirmed: false,
  learnerReported: false,
  buddyReported: false,
  cancelledBy: null,
  cancelReason: null,
  reviewed: false,
  ...fields,
});

/** The blocks of a column that are not free half hours, as kind@row+rows. */
const taken = (column: Block[] | undefined) =>
  (column ?? []).filter((b) => b.kind !== 'free').map((b) => `${b.kind}@${b.row}+${b.rows}`);

describe('the schedule grid', () => {
  it('has 32 half-hour rows from 07:00, and slots end on the grid up to 23:00', () => {
    expect(ROW_TIMES).toHaveLength(32);
    expect([ROW_TIMES[0], ROW_TIMES.at(-1)]).toEqual(['07:00', '22:30']);
    expect(GRID_TIMES.at(-1)).toBe('23:00');
    expect(endOfNewSlot('09:00')).toBe('11:00');
    expect(endOfNewSlot('22:00')).toBe('23:00');
  });

  it('fills every column with blocks covering the 32 rows', () => {
    const columns = weekColumns(MONDAY, [slot({})], [], [booking({})]);
    expect(columns).toHaveLength(7);
    for (const column of columns) {
      expect(column.reduce((rows, b) => rows + b.rows, 0)).toBe(32);
    }
  });

  it('lays out weekly repeats on consecutive days, without the days off', () => {
    const weekly = slot({ repeat: { type: 'weekly', frequency: 2, duration: 4 } });
    const columns = weekColumns(MONDAY, [weekly], [], []);
    expect(taken(columns[0])).toEqual(['slot@4+4']);
    expect(taken(columns[1])).toEqual(['slot@4+4']);
    expect(taken(columns[2])).toEqual([]);
    expect(taken(weekColumns(MONDAY, [weekly], ['2026-03-24'], [])[1])).toEqual([]);
  });

  it('keeps a slot at its wall-clock time on the day the clocks change', () => {
    const sunday = slot({ day: 6, startTime: '08:00', endTime: '08:30' });
    expect(taken(weekColumns(MONDAY, [sunday], [], [])[6])).toEqual(['slot@2+1']);
  });

  it('shows a monthly slot only on the first of its weekday, and an ended slot nowhere', () => {
    const monthly = slot({
      startsOn: '2026-03-01',
      repeat: { type: 'monthly', frequency: 1, duration: 3 },
    });
    // Monday 30 March is the month's fifth Monday; Monday 6 April its first.
    expect(taken(weekColumns('2026-03-30', [monthly], [], [])[0])).toEqual([]);
    expect(taken(weekColumns('2026-04-06', [monthly], [], [])[0])).toEqual(['slot@4+4']);
    const ended = slot({
      startsOn: '2026-03-09',
      repeat: { type: 'weekly', frequency: 1, duration: 1 },
    });
    expect(taken(weekColumns(MONDAY, [ended], [], [])[0])).toEqual([]);
  });

  it('keeps touching slots apart', () => {
    const later = slot({ id: 'slot-2', startTime: '11:00', endTime: '13:00' });
    expect(taken(weekColumns(MONDAY, [slot({}), later], [], [])[0])).toEqual([
      'slot@4+4',
      'slot@8+4',
    ]);
  });

  it('puts booked sessions in their slot or in rows of their own, and no others', () => {
    const inSlot = booking({});
    const outside = booking({
      id: 'session-2',
      date: '2026-03-25',
      time: '10:15',
      endTime: '11:30',
    });
    const pending = booking({ id: 'session-3', date: '2026-03-26', status: 'pending' });
    const columns = weekColumns(MONDAY, [slot({})], [], [inSlot, outside, pending]);
    const monday = columns[0]?.find((b) => b.kind === 'slot');
    expect(monday?.kind === 'slot' && monday.bookings.map((b) => b.id)).toEqual(['session-1']);
    expect(taken(columns[2])).toEqual(['booked@6+3']);
    expect(taken(columns[3])).toEqual([]);
  });
});

describe('a new slot', () => {
  it('lists the days it will open before it is saved: Times per week 2 on a Thursday adds Friday', () => {
    const thursday = {
      day: 3,
      startTime: '18:00',
      endTime: '20:00',
      startsOn: '2026-12-03',
      repeat: { type: 'weekly', frequency: 2, duration: 2 },
    } as const;
    expect(weeklyDays(3, 2, SCHEDULE_TEXTS.days)).toBe('Thursday and Friday');
    const days = slotDays(thursday);
    expect(days.shown.map((d) => d.label)).toEqual([
      'Thu 3 Dec',
      'Fri 4 Dec',
      'Thu 10 Dec',
      'Fri 11 Dec',
    ]);
    expect(days).toMatchObject({ count: 4, more: 0, first: '2026-12-03', last: '2026-12-11' });
    // From a date before the slot's weekday: the first Thursday from there.
    expect(slotDays({ ...thursday, startsOn: '2026-12-01' }).first).toBe('2026-12-03');
    // Many days: the first 14 by date, the rest counted.
    const long = slotDays({ ...thursday, repeat: { type: 'weekly', frequency: 7, duration: 52 } });
    expect(long).toMatchObject({ count: 364, more: 364 - PREVIEW_DAYS });
    expect(long.shown).toHaveLength(PREVIEW_DAYS);
    expect(
      slotDays({ ...thursday, repeat: { type: 'none', frequency: 1, duration: 1 } }),
    ).toMatchObject({
      count: 1,
      first: '2026-12-03',
      last: '2026-12-03',
    });
  });

  it('starts on its day in the shown week when that lies ahead, else from today', () => {
    expect(startsOnFor(MONDAY, 2, '2026-03-24')).toBe('2026-03-25');
    expect(startsOnFor(MONDAY, 1, '2026-03-24')).toBeUndefined();
    expect(startsOnFor(MONDAY, 0, '2026-03-24')).toBeUndefined();
    expect(firstDateOn('2026-03-24', 0)).toBe('2026-03-30');
    expect(firstDateOn('2026-03-24', 1)).toBe('2026-03-24');
  });

  it('describes its repeat', () => {
    const tuesday = '2026-03-03';
    const text = (type: Repeat['type'], frequency: number, duration: number, first = tuesday) =>
      repeatText({ type, frequency, duration }, 'Tuesday', first);
    expect(text('none', 1, 1)).toBe('Once');
    expect(repeatText({ type: 'weekly', frequency: 2, duration: 4 }, 'Monday', '2026-03-02')).toBe(
      'Weekly on Monday and Tuesday, for 4 weeks',
    );
    expect(text('weekly', 1, 1)).toBe('Weekly on Tuesday, for 1 week');
    expect(
      repeatText({ type: 'weekly', frequency: 3, duration: 2 }, 'Saturday', '2026-03-07'),
    ).toBe('Weekly on Saturday to Monday, for 2 weeks');
    expect(text('weekly', 7, 2)).toBe('Weekly on every day, for 2 weeks');
    expect(text('monthly', 1, 1)).toBe('Monthly, on the first Tuesday of the month, for 1 month');
    expect(text('monthly', 7, 3)).toBe(
      'Monthly, on the first 5 Tuesdays of the month, for 3 months',
    );
    // From the second Tuesday of March 2026 (the 10th), and from the fourth (the 24th).
    expect(text('monthly', 1, 2, '2026-03-10')).toBe(
      'Monthly, on the second Tuesday of the month, for 2 months',
    );
    expect(text('monthly', 2, 2, '2026-03-10')).toBe(
      'Monthly, on the second and third Tuesdays of the month, for 2 months',
    );
    expect(text('monthly', 7, 2, '2026-03-24')).toBe(
      'Monthly, on the fourth and fifth Tuesdays of the month, for 2 months',
    );
    expect(text('monthly', 3, 2, '2026-03-10')).toBe(
      'Monthly, on the second to fourth Tuesdays of the month, for 2 months',
    );
  });
});
