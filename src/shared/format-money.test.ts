import { describe, expect, it } from 'vitest';
import { formatEuros } from './format-money';

describe('formatEuros', () => {
  it('writes euros and cents, without a thousands separator', () => {
    expect(formatEuros(2600)).toBe('€26.00');
    expect(formatEuros(1250)).toBe('€12.50');
    expect(formatEuros(123456789)).toBe('€1234567.89');
  });

  it('writes a chart axis short and an amount beside a euro icon bare', () => {
    expect([formatEuros(2000, 'short'), formatEuros(1250, 'short')]).toEqual(['€20', '€12.5']);
    expect(formatEuros(2500, 'bare')).toBe('25.00');
  });
});
