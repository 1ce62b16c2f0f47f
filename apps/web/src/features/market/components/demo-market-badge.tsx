import { Suspense, lazy } from 'react';
import { useFeedStatus } from '../api/get-feed-status';

// Not in the first download (issue 13's budget for the JS every screen shares): only a demo feed shows it.
const DemoChip = lazy(() => import('./demo-chip').then((module) => ({ default: module.DemoChip })));

interface DemoMarketChipProps {
  /** The side of the chip its panel lines up with: `start` beside the logo, `end` at the end of a title bar. */
  align: 'start' | 'end';
}

/**
 * DESIGN.md §1.4: while the demo simulator is the price source, every screen says "Demo market". A small chip
 * ("Demo", named "Demo market" for assistive technology) that never truncates and costs no row of its own, and opens
 * the full text (demo-chip.tsx). Nothing once the feed is known to be live (or its status cannot be read).
 */
export function DemoMarketChip({ align }: DemoMarketChipProps) {
  const { data, isPending } = useFeedStatus();
  // Its height is kept while the status loads: a chip line appearing later on a screen without a title bar would
  // move everything below it (Lighthouse counted a layout shift of 0.78 on /contract for the old banner, issue 13).
  const placeholder = <span aria-hidden="true" className="inline-block h-6" />;
  if (isPending) return placeholder;
  if (!data?.isDemo) return null;
  return (
    <Suspense fallback={placeholder}>
      <DemoChip align={align} />
    </Suspense>
  );
}
