import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { CoinIcon } from '@exchange/ui/coin-icon';
import { ChevronDownIcon } from '@exchange/ui/icon';
import {
  directionOf,
  directionTextClass,
  formatChangeRate,
  formatQuotePrice,
  formatVolume,
  pairName,
} from '@/lib/market-format';
import type { SpotPairRow } from '../hooks/use-spot-pair';
import type { SpotQuote } from '../hooks/use-spot-quote';
import { SpotPairPicker } from './spot-pair-picker';

/**
 * The pair bar: the coin's icon and name (which opens the pair picker), the last price (live, in the up or down
 * colour of the day's change) and the 24 h change; from 640 px also the day's high, low and volume.
 */
export function SpotPairBar({
  pair,
  quote,
  onChoose,
}: {
  pair: SpotPairRow;
  quote: SpotQuote;
  onChoose: (symbol: string) => void;
}) {
  const { t } = useTranslation();
  const [isPicking, setIsPicking] = useState(false);
  const name = pairName(pair);
  const trend = directionOf(quote.changeRate);
  const figures = [
    {
      key: 'high',
      label: t('spot.pair.high24h'),
      value: formatQuotePrice(quote.high24h, pair.priceAccuracy),
    },
    { key: 'low', label: t('spot.pair.low24h'), value: formatQuotePrice(quote.low24h, pair.priceAccuracy) },
    {
      key: 'volume',
      label: t('spot.pair.volume24h', { asset: pair.baseAsset }),
      value: formatVolume(quote.volume24h),
    },
  ];
  return (
    <section aria-label={name} className="flex flex-wrap items-center gap-x-6 gap-y-2">
      <div className="flex min-w-0 items-center gap-2">
        <CoinIcon symbol={pair.baseAsset} logo={pair.logo} size={28} />
        <button
          type="button"
          onClick={() => setIsPicking(true)}
          aria-label={t('spot.pair.switch', { symbol: name })}
          className="inline-flex items-center gap-1 rounded-lg px-1 text-lg font-semibold hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
        >
          <span dir="ltr">{name}</span>
          <ChevronDownIcon className="text-muted" />
        </button>
        {quote.state === 'stale' ? <Badge tone="warning">{t('spot.pair.stale')}</Badge> : null}
        {quote.state === 'missing' ? <Badge tone="warning">{t('spot.pair.missing')}</Badge> : null}
      </div>
      <dl className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
        <div className="flex flex-col">
          <dt className="text-xs text-muted">{t('spot.pair.lastPrice')}</dt>
          <dd
            dir="ltr"
            data-testid="spot-last-price"
            className={clsx(
              'text-xl font-semibold tabular-nums',
              directionTextClass[trend],
              quote.state !== 'live' && 'opacity-60',
            )}
          >
            {formatQuotePrice(quote.last, pair.priceAccuracy)}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-muted">{t('spot.pair.change24h')}</dt>
          <dd dir="ltr" className={clsx('font-medium tabular-nums', directionTextClass[trend])}>
            {formatChangeRate(quote.changeRate)}
          </dd>
        </div>
        {figures.map((figure) => (
          <div key={figure.key} className="hidden flex-col sm:flex">
            <dt className="text-xs text-muted">{figure.label}</dt>
            <dd dir="ltr" className="font-medium tabular-nums">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {isPicking ? (
        <SpotPairPicker symbol={pair.symbol} onChoose={onChoose} onClose={() => setIsPicking(false)} />
      ) : null}
    </section>
  );
}
