import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { ChevronDownIcon } from '@exchange/ui/icon';
import { useNumberLocale } from '@exchange/ui/format';
import type { Instrument } from '../api/list-market-page';
import { QUOTE_STATUS } from '../hooks/market-quote';
import type { Quote } from '../hooks/market-quote';
import {
  directionOf,
  directionTextClass,
  formatChangeRate,
  formatQuotePrice,
  formatSignedChange,
  formatVolume,
  pairName,
} from '@/lib/market-format';

interface ChartHeaderProps {
  instrument: Instrument;
  quote: Quote;
  onSwitch: () => void;
}

/** The instrument, its last price and 24 h figures; the name opens the instrument switcher. */
export function ChartHeader({ instrument, quote, onSwitch }: ChartHeaderProps) {
  const { t } = useTranslation();
  useNumberLocale();
  const trend = directionOf(quote.changeRate);
  const isStale = quote.status === QUOTE_STATUS.stale;
  const isClosed = !instrument.isOpen;
  const accuracy = instrument.priceAccuracy;
  const name = pairName(instrument);
  const stats = [
    { label: t('chart.high24h'), value: formatQuotePrice(quote.high24h, accuracy) },
    { label: t('chart.low24h'), value: formatQuotePrice(quote.low24h, accuracy) },
    { label: t('chart.volume24h'), value: formatVolume(quote.volume24h) },
  ];
  return (
    <section aria-label={name} className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-8">
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={onSwitch}
            aria-label={t('chart.switchInstrument', { symbol: name })}
            className="-ms-1 inline-flex items-center gap-1 rounded-lg px-1 text-lg font-semibold hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
          >
            <span dir="ltr">{name}</span>
            <ChevronDownIcon className="text-muted" />
          </button>
          <span className="text-sm text-muted">{instrument.displayName}</span>
          {isStale ? (
            <span title={t('chart.staleHint')}>
              <Badge tone="warning">{t('chart.stale')}</Badge>
            </span>
          ) : null}
          {isClosed ? <Badge>{t('chart.marketClosed')}</Badge> : null}
        </div>
        <div className="flex items-baseline gap-3" aria-live="off">
          <span className="sr-only">{t('chart.lastPrice')}</span>
          <span
            data-testid="last-price"
            dir="ltr"
            className={clsx(
              'text-2xl font-semibold tabular-nums',
              directionTextClass[trend],
              isStale && 'opacity-60',
            )}
          >
            {quote.price === null ? t('chart.noPrice') : formatQuotePrice(quote.price, accuracy)}
          </span>
          <span className="sr-only">{t('chart.change24h')}</span>
          <span dir="ltr" className={clsx('text-sm font-medium tabular-nums', directionTextClass[trend])}>
            {formatSignedChange(quote.change, accuracy)} {formatChangeRate(quote.changeRate)}
          </span>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-3 text-xs sm:flex sm:gap-8">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col gap-0.5">
            <dt className="text-muted">{stat.label}</dt>
            <dd className="font-medium tabular-nums">
              <span dir="ltr">{stat.value}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
