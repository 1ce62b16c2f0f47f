import { useEffect, useRef } from 'react';
import { holdMarketTopics } from '../stores/market-topics';

/**
 * Follows these market topics (`1:BTCUSDT`) on the data socket while the component shows them. A new set is held
 * before the old one is released, so rows that stay on screen while the list scrolls keep their subscription.
 */
export function useMarketTopics(topics: readonly string[]): void {
  // A stable key: the same rows in a new array do not resubscribe.
  const key = topics.join(',');
  const releaseRef = useRef<(() => void) | null>(null);
  useEffect(() => {
    const previous = releaseRef.current;
    releaseRef.current = key ? holdMarketTopics(key.split(',')) : null;
    previous?.();
  }, [key]);
  useEffect(
    () => () => {
      releaseRef.current?.();
      releaseRef.current = null;
    },
    [],
  );
}
