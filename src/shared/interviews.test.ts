import { describe, expect, it } from 'vitest';
import {
  INTERVIEW_SLOT_TIMES,
  INTERVIEW_TEXTS,
  interviewEnd,
  interviewSlotProblem,
  interviewSlotsOn,
  isInterviewDay,
  lastInterviewDay,
} from './interviews';

const at = (iso: string) => new Date(iso);

describe('interview slots', () => {
  it('start every 30 minutes from 09:00 to 16:30 and last 30 minutes', () => {
    expect(INTERVIEW_SLOT_TIMES).toHaveLength(16);
    expect(INTERVIEW_SLOT_TIMES[0]).toBe('09:00');
    expect(INTERVIEW_SLOT_TIMES[1]).toBe('09:30');
    expect(INTERVIEW_SLOT_TIMES.at(-1)).toBe('16:30');
    expect(interviewEnd(at('2026-06-01T14:30:00Z')).toISOString()).toBe('2026-06-01T15:00:00.000Z');
  });

  it('are on weekdays only', () => {
    // Friday 6, Saturday 7, Sunday 8, Monday 9 November 2026 (winter time, UTC+1).
    expect(interviewSlotsOn('2026-11-06')).toHaveLength(16);
    expect(interviewSlotsOn('2026-11-07')).toEqual([]);
    expect(interviewSlotsOn('2026-11-08')).toEqual([]);
    expect(interviewSlotsOn('2026-11-09')[0]!.toISOString()).toBe('2026-11-09T08:00:00.000Z');
    const early = at('2026-11-05T12:00:00Z');
    expect(isInterviewDay('2026-11-06', early)).toBe(true);
    expect(isInterviewDay('2026-11-07', early)).toBe(false);
    expect(isInterviewDay('2026-11-08', early)).toBe(false);
    expect(interviewSlotProblem(at('2026-11-07T09:00:00Z'), early)).toBe(INTERVIEW_TEXTS.weekend);
    expect(interviewSlotProblem(at('2026-11-09T08:00:00Z'), early)).toBeNull();
  });

  it('are today or later: a passed day, and a passed or started slot of today, are refused', () => {
    // Wednesday 4 November 2026, 16:10 in Amsterdam.
    const now = at('2026-11-04T15:10:00Z');
    expect(isInterviewDay('2026-11-03', now)).toBe(false);
    expect(isInterviewDay('2026-11-04', now)).toBe(true);
    expect(interviewSlotProblem(at('2026-11-04T15:00:00Z'), now)).toBe(INTERVIEW_TEXTS.passed);
    expect(interviewSlotProblem(at('2026-11-04T15:30:00Z'), now)).toBeNull(); // 16:30
    expect(interviewSlotProblem(at('2026-11-03T15:30:00Z'), now)).toBe(INTERVIEW_TEXTS.passed);
    // At 16:30 itself the last slot has started.
    expect(interviewSlotProblem(at('2026-11-04T15:30:00Z'), at('2026-11-04T15:30:00Z'))).toBe(
      INTERVIEW_TEXTS.passed,
    );
  });

  it('start on the hour or half past, 09:00 to 16:30 Amsterdam time, to the second', () => {
    const now = at('2026-11-01T00:00:00Z');
    for (const iso of [
      '2026-11-04T07:30:00Z', // 08:30
      '2026-11-04T15:45:00Z', // 16:45
      '2026-11-04T16:00:00Z', // 17:00
      '2026-11-04T08:15:00Z', // 09:15
      '2026-11-04T08:00:01Z', // 09:00:01
      '2026-11-04T08:00:00.500Z',
    ]) {
      expect(interviewSlotProblem(at(iso), now), iso).toBe(INTERVIEW_TEXTS.slotInvalid);
    }
    expect(interviewSlotProblem(at('2026-11-04T08:00:00Z'), now)).toBeNull(); // 09:00
    expect(interviewSlotProblem(at('2026-11-04T15:30:00Z'), now)).toBeNull(); // 16:30
  });

  it('follow Amsterdam time across the changes of the last Sundays of March and October', () => {
    // Friday 27 March 2026 is winter time (UTC+1); Monday 30 March summer time (UTC+2).
    expect(interviewSlotsOn('2026-03-27')[0]!.toISOString()).toBe('2026-03-27T08:00:00.000Z');
    expect(interviewSlotsOn('2026-03-30')[0]!.toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(interviewSlotsOn('2026-03-30').at(-1)!.toISOString()).toBe('2026-03-30T14:30:00.000Z');
    expect(interviewSlotsOn('2026-03-29')).toEqual([]);
    // Friday 23 October 2026 is summer time; Monday 26 October winter time again.
    expect(interviewSlotsOn('2026-10-23')[0]!.toISOString()).toBe('2026-10-23T07:00:00.000Z');
    expect(interviewSlotsOn('2026-10-26')[0]!.toISOString()).toBe('2026-10-26T08:00:00.000Z');
    expect(interviewSlotsOn('2026-10-25')).toEqual([]);
    const friday = at('2026-03-27T12:00:00Z');
    expect(interviewSlotProblem(at('2026-03-30T07:00:00Z'), friday)).toBeNull(); // 09:00 CEST
    expect(interviewSlotProblem(at('2026-03-30T14:30:00Z'), friday)).toBeNull(); // 16:30
    expect(interviewSlotProblem(at('2026-03-30T15:30:00Z'), friday)).toBe(
      INTERVIEW_TEXTS.slotInvalid, // 17:30
    );
    const october = at('2026-10-23T12:00:00Z');
    expect(interviewSlotProblem(at('2026-10-26T15:30:00Z'), october)).toBeNull(); // 16:30 CET
    expect(interviewSlotProblem(at('2026-10-26T07:00:00Z'), october)).toBe(
      INTERVIEW_TEXTS.slotInvalid, // 08:00 CET
    );
  });

  it('are at most 90 days ahead: the 90th day is the last, to its last slot', () => {
    // Wednesday 4 November 2026, 09:00 in Amsterdam: the 90th day is Tuesday 2 February 2027.
    const now = at('2026-11-04T08:00:00Z');
    expect(lastInterviewDay(now)).toBe('2027-02-02');
    expect(isInterviewDay('2027-02-02', now)).toBe(true);
    expect(isInterviewDay('2027-02-03', now)).toBe(false);
    expect(interviewSlotProblem(at('2027-02-02T15:30:00Z'), now)).toBeNull(); // 16:30
    expect(interviewSlotProblem(at('2027-02-03T08:00:00Z'), now)).toBe(INTERVIEW_TEXTS.tooFar);
    expect(interviewSlotProblem(at('9999-12-01T09:00:00Z'), now)).toBe(INTERVIEW_TEXTS.tooFar);
  });
});
