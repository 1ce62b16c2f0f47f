import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MarketListRow } from '../api/list-market-page';
import { useMarketPage } from '../api/list-market-page';
import { quoteTopic, withLiveQuote } from '@/data/quotes/live-quote';
import { useLiveQuote, useQuoteTopics } from '@/data/quotes/use-live-quotes';
import { directionOf, directionTextClass, formatChangeRate, pairName } from '@/lib/market-format';
import { chartHref } from '../utils/chart-href';
import { formatTurnover } from '../utils/turnover';
import { InstrumentIcon } from './instrument-icon';
import { PriceCell } from './price-cell';

const HIGHLIGHT_COUNT = 4;

function HighlightCard({ row: listRow }: { row: MarketListRow }) {
  const { t } = useTranslation();
  const row = withLiveQuote(listRow, useLiveQuote(listRow.type, listRow.symbol));
  return (
    <Link
      to={chartHref(row)}
      className="flex min-w-0 flex-col gap-1 rounded-2xl bg-surface-raised p-3 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span className="flex items-center gap-2">
        <InstrumentIcon instrument={row} size={20} />
        <span dir="auto" title={pairName(row)} className="min-w-0 truncate text-sm font-semibold">
          {pairName(row)}
        </span>
      </span>
      <PriceCell price={row.price} priceAccuracy={row.priceAccuracy} className="-ms-1 self-start text-lg" />
      <span className="flex flex-wrap items-center justify-between gap-1 text-xs">
        <span dir="ltr" className={`font-semibold ${directionTextClass[directionOf(row.changeRate)]}`}>
          {formatChangeRate(row.changeRate)}
        </span>
        <span className="text-muted">{t('home.volume', { volume: formatTurnover(row) })}</span>
      </span>
    </Link>
  );
}

/**
 * The big cards at the top of /home: the first coins of the market list (the operator's order: BTC, ETH, …), live;
 * four across from 640 px unless `isTwoByTwo` (beside the movers on the desktop home).
 */
export function MarketHighlights({ isTwoByTwo = false }: { isTwoByTwo?: boolean }) {
  const { t } = useTranslation();
  const { data } = useMarketPage({ type: 1 });
  const rows = data?.slice(0, HIGHLIGHT_COUNT) ?? [];
  useQuoteTopics(rows.map((row) => quoteTopic(row.type, row.symbol)));
  if (rows.length === 0) return null;
  return (
    <section
      aria-label={t('home.highlights')}
      className={clsx('grid grid-cols-2 gap-2 sm:gap-3', !isTwoByTwo && 'sm:grid-cols-4')}
    >
      {rows.map((row) => (
        <HighlightCard key={row.id} row={row} />
      ))}
    </section>
  );
}
