import { useEffect, useState } from 'react';

/** The current time (epoch ms), refreshed every `intervalMs`: enough for "quoted 3 s ago" or "opens at …". */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
