import { describe, expect, it } from 'vitest';
import { slugFrom } from './buddy-address';

describe('slugFrom', () => {
  it('reads the slug from a profile address, its path, or the slug itself', () => {
    expect(slugFrom('mia')).toBe('mia');
    expect(slugFrom('  /buddy/mia/ ')).toBe('mia');
    expect(slugFrom('https://buddies.example/buddy/anna-b?book=2026-12-01T17%3A00')).toBe('anna-b');
    expect(slugFrom('http://localhost:3000/buddy/noah#reviews')).toBe('noah');
  });

  it('gives nothing for an address that names no buddy', () => {
    expect(slugFrom('   ')).toBe('');
    expect(slugFrom('/buddy/')).toBe('');
    expect(slugFrom('https://buddies.example/messages')).toBe('');
  });
});
