import { clsx } from 'clsx';
import { CoinIcon } from '@exchange/ui/coin-icon';
import { useNumberLocale } from '@exchange/ui/format';
import type { Instrument } from '../api/list-market-page';
import type { Quote } from '../hooks/market-quote';
import {
  directionOf,
  directionTextClass,
  formatChangeRate,
  formatQuotePrice,
  pairName,
} from '@/lib/market-format';

/** One instrument of a list (market pane, switcher): name, last price and 24 h change; pressing opens its chart. */
export function InstrumentRow({
  instrument,
  quote,
  isCurrent,
  onChoose,
}: {
  instrument: Instrument;
  quote: Quote;
  isCurrent: boolean;
  onChoose: () => void;
}) {
  useNumberLocale();
  const trend = directionOf(quote.changeRate);
  return (
    <button
      type="button"
      onClick={onChoose}
      aria-current={isCurrent || undefined}
      className={clsx(
        'flex h-full w-full items-center gap-2 rounded-lg px-2 text-start text-sm',
        'hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand',
        isCurrent && 'bg-surface-sunken',
      )}
    >
      <CoinIcon
        symbol={instrument.type === 3 ? instrument.symbol : instrument.baseAsset}
        logo={instrument.logo}
        isCoin={instrument.type !== 3}
        size={24}
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium" dir="ltr">
          {pairName(instrument)}
        </span>
        <span className="truncate text-xs text-muted">{instrument.displayName}</span>
      </span>
      <span className="flex flex-col items-end tabular-nums">
        <span dir="ltr">{formatQuotePrice(quote.price, instrument.priceAccuracy)}</span>
        <span dir="ltr" className={clsx('text-xs', directionTextClass[trend])}>
          {formatChangeRate(quote.changeRate)}
        </span>
      </span>
    </button>
  );
}
