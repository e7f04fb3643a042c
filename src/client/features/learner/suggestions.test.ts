import { describe, expect, it } from 'vitest';
import type { BuddyCard } from '@shared/buddies';
import { interestWords, suggestBuddies } from './suggestions';

const buddy = (id: string, titles: string[], description = '', rating: number | null = null) =>
  ({
    id,
    name: id,
    photo: null,
    languages: ['English'],
    location: 'Amsterdam',
    description,
    activities: titles.map((title) => ({ title, rate: '25/hour' })),
    rating,
    reviewCount: 0,
    instantBooking: false,
    priceFromCents: 2500,
    sessionsHeld: 0,
    nextOpenAt: null,
  }) satisfies BuddyCard;

describe('suggested buddies', () => {
  it('reads interest words without the filler', () => {
    expect(interestWords('I love Museums, coffee and the museums!')).toEqual(['museums', 'coffee']);
    expect(interestWords(null)).toEqual([]);
  });

  it('puts buddies sharing the most interests first, then the best rated', () => {
    const buddies = [
      buddy('walker', ['Walking & Talking'], 'I like long walks', 4.9),
      buddy('art', ['Museums & Exhibitions', 'Coffee Chats'], 'Art lover'),
      buddy('cook', ['Cooking'], 'Food and coffee', 4.5),
      buddy('plain', ['Book Discussions'], '', 5),
    ];
    const picked = suggestBuddies('museum visits, coffee', buddies, 3);
    expect(picked.map((p) => [p.buddy.id, p.matches])).toEqual([
      ['art', ['museum', 'coffee']],
      ['cook', ['coffee']],
      ['plain', []],
    ]);
  });
});
