import { clsx } from 'clsx';
import { directionOf, directionTextClass, formatPercent } from './number-format';
import type { NumberValue, PercentOptions } from './number-format';
import { useNumberLocale } from './number-locale';

/** A signed percentage coloured by the user's up/down scheme: `+2.35%` in the up colour, `-0.80%` in the down. */
export function SignedPercent({
  value,
  decimals,
  className,
}: {
  value: NumberValue;
  decimals?: PercentOptions['decimals'];
  className?: string;
}) {
  const locale = useNumberLocale();
  return (
    <span className={clsx('tabular-nums', directionTextClass[directionOf(value)], className)}>
      {formatPercent(value, { decimals, locale })}
    </span>
  );
}
