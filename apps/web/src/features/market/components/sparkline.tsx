import { clsx } from 'clsx';
import { directionTextClass } from '@/lib/market-format';
import type { Direction } from '@/lib/market-format';
import { sparklinePoints } from '../utils/sparkline-points';

const BOX = { width: 36, height: 20, padding: 2 };

/**
 * A row's 24 h trend: the hourly closes as a line in the up or down colour of the row's change. Decorative (the
 * figures are beside it); keeps its box while the closes load, so the row does not shift.
 */
export function Sparkline({
  closes,
  direction,
  className,
}: {
  closes: readonly string[] | undefined;
  direction: Direction;
  className?: string;
}) {
  const points = closes ? sparklinePoints(closes, BOX) : '';
  return (
    <svg
      aria-hidden="true"
      data-testid="sparkline"
      data-points={points ? closes?.length : 0}
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      width={BOX.width}
      height={BOX.height}
      className={clsx('shrink-0 overflow-visible', directionTextClass[direction], className)}
    >
      {points ? (
        <polyline
          points={points}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      ) : null}
    </svg>
  );
}
