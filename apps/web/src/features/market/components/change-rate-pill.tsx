import { clsx } from 'clsx';
import { directionOf, formatChangeRate, type Direction } from '@/lib/market-format';

/** Filled in the up or down colour of the user's preference (green-up by default, red-up as an option). */
const pillClasses: Record<Direction, string> = {
  up: 'bg-up-fill text-white',
  down: 'bg-down-fill text-white',
  flat: 'bg-surface-sunken text-muted',
};

export function ChangeRatePill({ changeRate }: { changeRate: string | null }) {
  const direction = directionOf(changeRate);
  return (
    <span
      dir="ltr"
      data-direction={direction}
      className={clsx(
        'inline-flex min-w-16 justify-center rounded-md px-1 py-1 text-xs font-semibold tabular-nums sm:min-w-[5.25rem] sm:rounded-lg sm:px-2 sm:py-1.5 sm:text-sm',
        pillClasses[direction],
      )}
    >
      {formatChangeRate(changeRate)}
    </span>
  );
}
