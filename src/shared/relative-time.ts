const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * How long ago an instant was, as the conversation list says it (SPEC section 9): 'Just now'
 * under a minute, then whole minutes, hours and days. A time slightly ahead of this clock (the
 * server's clock runs ahead) also reads 'Just now'.
 */
export function relativeTime(at: Date | string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(at).getTime();
  if (Number.isNaN(elapsed) || elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return count(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return count(Math.floor(elapsed / HOUR), 'hour');
  return count(Math.floor(elapsed / DAY), 'day');
}
