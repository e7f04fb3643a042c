import { describe, expect, it } from 'vitest';
import { offersByTitle, presentOffer } from './offers';

const coffee = {
  title: 'Coffee Chats',
  description: 'Coffee with me',
  location: 'De Pijp',
  minCents: 2600,
  maxCents: 2600,
  instantBooking: false,
};
const wine = {
  ...coffee,
  title: 'Wine Tastings',
  minCents: 4200,
  maxCents: 4800,
  instantBooking: true,
};

describe('presentOffer', () => {
  it('shows the rate as text and keeps the rest', () => {
    expect(presentOffer(coffee)).toEqual({
      title: 'Coffee Chats',
      description: 'Coffee with me',
      location: 'De Pijp',
      rate: '26/hour',
      instantBooking: false,
    });
    expect(presentOffer(wine).rate).toBe('42–48/hour');
  });
});

describe('offersByTitle', () => {
  it('maps titles to the offer, in the given order', () => {
    const map = offersByTitle([coffee, wine]);
    expect(Object.keys(map)).toEqual(['Coffee Chats', 'Wine Tastings']);
    expect(map['Wine Tastings']).toEqual({
      description: 'Coffee with me',
      location: 'De Pijp',
      rate: '42–48/hour',
      instantBooking: true,
    });
  });
});
