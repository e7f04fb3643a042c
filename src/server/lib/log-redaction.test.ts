import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides reset and verification tokens and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc123')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/profile/settings?tab=x&verifyEmailToken=s3cr3t&y=1')).toBe(
      '/profile/settings?tab=x&verifyEmailToken=[redacted]&y=1',
    );
    expect(redactUrl('/profile/settings?currentEmailToken=a1&newEmailToken=b2')).toBe(
      '/profile/settings?currentEmailToken=[redacted]&newEmailToken=[redacted]',
    );
    expect(redactUrl('/api/buddies-with-languages?q=token')).toBe(
      '/api/buddies-with-languages?q=token',
    );
  });

  it('hides the secret of a calendar feed address, not the feed settings route', () => {
    expect(redactUrl('/api/calendar/AbC-_123.ics?x=1')).toBe('/api/calendar/[redacted]?x=1');
    expect(redactUrl('/api/calendar-feed')).toBe('/api/calendar-feed');
  });
});
