import { clsx } from 'clsx';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import type { Instrument } from '../api/list-market-page';
import { buildDepthBook } from '../hooks/depth-book';
import type { DepthLevel } from '../hooks/depth-book';
import { useLiveDepth } from '../hooks/use-live-depth';
import { formatPercent, useNumberLocale } from '@exchange/ui/format';
import { NO_VALUE, formatQuantity, formatQuotePrice } from '@/lib/market-format';

interface DepthPanelProps {
  instrument: Instrument;
  /** Levels shown per side. */
  levels: number;
  /** Price and amount only, no running total: narrow enough to sit beside an order ticket on a phone. */
  isCompact?: boolean;
}

/** The order book: asks above (best ask nearest the spread), bids below, each with a cumulative-quantity bar. */
export function DepthPanel({ instrument, levels, isCompact = false }: DepthPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  useNumberLocale();
  const depth = useLiveDepth(instrument.type, instrument.symbol);
  const book = useMemo(() => (depth.row ? buildDepthBook(depth.row, levels) : null), [depth.row, levels]);
  const { priceAccuracy, transactionAccuracy } = instrument;
  // Compact: the price gets the wider share and the figures a step smaller, so six-digit prices fit beside a ticket.
  const columns = isCompact
    ? 'grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-1 px-1 text-[0.6875rem] sm:text-xs'
    : 'grid-cols-3 gap-2 px-2 text-xs';

  let body;
  if (depth.isPending) body = <LoadingState />;
  else if (depth.isError || !book) body = <ErrorState onRetry={() => void depth.refetch()} />;
  else if (book.asks.length === 0 && book.bids.length === 0)
    body = <EmptyState message={instrument.isOpen ? t('chart.depth.empty') : t('chart.marketClosed')} />;
  else
    body = (
      <>
        <DepthSide
          label={t('chart.depth.asks')}
          side="ask"
          levels={book.asks}
          {...{ priceAccuracy, transactionAccuracy, columns, isCompact }}
        />
        <p className="flex flex-wrap items-center justify-between gap-x-2 border-y border-border px-2 py-1.5 text-xs text-muted">
          <span>{t('chart.depth.spread')}</span>
          <span dir="ltr" className="tabular-nums" data-testid="depth-spread">
            {book.spread === null
              ? NO_VALUE
              : `${formatQuotePrice(book.spread, priceAccuracy)} (${formatPercent(book.spreadPercent, { signed: false })})`}
          </span>
        </p>
        <DepthSide
          label={t('chart.depth.bids')}
          side="bid"
          levels={book.bids}
          {...{ priceAccuracy, transactionAccuracy, columns, isCompact }}
        />
      </>
    );

  return (
    <section aria-labelledby={titleId} className="flex min-h-0 flex-col gap-2">
      <h2 id={titleId} className="text-sm font-semibold">
        {t('chart.depth.title')}
      </h2>
      <div className={clsx('grid text-muted', columns)}>
        <span className="break-words">{t('chart.depth.price', { asset: instrument.quoteAsset })}</span>
        <span className="text-end break-words">
          {t('chart.depth.amount', { asset: instrument.baseAsset })}
        </span>
        {isCompact ? null : <span className="text-end">{t('chart.depth.total')}</span>}
      </div>
      {body}
    </section>
  );
}

function DepthSide({
  label,
  side,
  levels,
  priceAccuracy,
  transactionAccuracy,
  columns,
  isCompact,
}: {
  label: string;
  side: 'ask' | 'bid';
  levels: DepthLevel[];
  priceAccuracy: number;
  transactionAccuracy: number;
  columns: string;
  isCompact: boolean;
}) {
  return (
    <ol aria-label={label} className="flex flex-col">
      {levels.map((level) => (
        <li key={level.price} className={clsx('relative grid py-0.5 tabular-nums', columns)}>
          <span
            aria-hidden
            className={clsx('absolute inset-y-0 end-0', side === 'ask' ? 'bg-down/10' : 'bg-up/10')}
            // Compact: the bar stays under the amount column, so the coloured price never sits on a tinted ground.
            style={{ width: `${Math.round(level.share * (isCompact ? 400 : 1000)) / 10}%` }}
          />
          <span className={clsx('relative text-start', side === 'ask' ? 'text-down' : 'text-up')}>
            {formatQuotePrice(level.price, priceAccuracy)}
          </span>
          <span className="relative text-end">{formatQuantity(level.quantity, transactionAccuracy)}</span>
          {isCompact ? null : (
            <span className="relative text-end">{formatQuantity(level.cumulative, transactionAccuracy)}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
