import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`: relative times ('5 minutes ago') stay true. */
export function useNow(everyMs = 60_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
