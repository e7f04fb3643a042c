import { describe, expect, it } from 'vitest';
import { tooManyRequests, waitText } from './http-errors';

describe('waitText', () => {
  it.each([
    [1, 'a minute'],
    [60, 'a minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [3540, '59 minutes'],
    [3541, 'an hour'],
    [3600, 'an hour'],
    [3601, '2 hours'],
  ])('says %i seconds as %s, rounded up', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });

  it('ends a 429 message with the wait that Retry-After carries', () => {
    expect(tooManyRequests('Too many failed login attempts.', 900)).toMatchObject({
      statusCode: 429,
      retryAfter: 900,
      message: 'Too many failed login attempts. Please try again in 15 minutes.',
    });
  });
});
