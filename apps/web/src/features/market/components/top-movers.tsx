import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import type { MarketListRow } from '../api/list-market-page';
import { useMarketPage } from '../api/list-market-page';
import { quoteTopic, withLiveQuote } from '@/data/quotes/live-quote';
import { useLiveQuote, useQuoteTopics } from '@/data/quotes/use-live-quotes';
import { directionOf, pairName } from '@/lib/market-format';
import { chartHref } from '../utils/chart-href';
import { ChangeRatePill } from './change-rate-pill';
import { InstrumentLogo } from './instrument-logo';
import { PriceCell } from './price-cell';

const MOVER_COUNT = 5;
type MoverKind = 'gainers' | 'losers';

function MoverRow({ row: listRow }: { row: MarketListRow }) {
  const row = withLiveQuote(listRow, useLiveQuote(listRow.type, listRow.symbol));
  return (
    <li>
      <Link
        to={chartHref(row)}
        className="flex min-h-14 items-center gap-3 px-4 py-2 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
      >
        <InstrumentLogo logo={row.logo} baseAsset={row.baseAsset} />
        <span className="flex min-w-0 flex-1 flex-col items-start">
          <span dir="auto" className="max-w-full truncate font-semibold">
            {pairName(row)}
          </span>
          <span dir="auto" className="max-w-full truncate text-xs text-muted">
            {row.displayName}
          </span>
        </span>
        <PriceCell price={row.price} priceAccuracy={row.priceAccuracy} />
        <ChangeRatePill changeRate={row.changeRate} />
      </Link>
    </li>
  );
}

/** Biggest coin moves over 24 h, from the list sorted by change rate (`upDownRangSort`, descending). */
function moversOf(rows: readonly MarketListRow[], kind: MoverKind): MarketListRow[] {
  const rates = rows.filter((row) => row.changeRate !== null);
  const chosen =
    kind === 'gainers'
      ? rates.filter((row) => directionOf(row.changeRate) === 'up')
      : rates.filter((row) => directionOf(row.changeRate) === 'down').reverse();
  return chosen.slice(0, MOVER_COUNT);
}

/** Top gainers and losers among the coins, live. */
export function TopMovers() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<MoverKind>('gainers');
  const { data, isPending, isError, refetch } = useMarketPage({
    type: 1,
    sort: { field: 'upDownRangSort', direction: 2 },
  });
  const movers = data ? moversOf(data, kind) : [];
  useQuoteTopics(movers.map((row) => quoteTopic(row.type, row.symbol)));
  return (
    <section className="flex flex-col gap-3" aria-labelledby="top-movers">
      <h2 id="top-movers" className="text-lg font-semibold">
        {t('home.topMovers')}
      </h2>
      <SegmentedControl
        label={t('home.topMovers')}
        value={kind}
        onChange={setKind}
        options={[
          { value: 'gainers', label: t('home.gainers') },
          { value: 'losers', label: t('home.losers') },
        ]}
      />
      {isPending ? <LoadingState /> : null}
      {isError && !data ? <ErrorState onRetry={() => void refetch()} /> : null}
      {data && movers.length === 0 ? (
        <p className="rounded-2xl bg-surface-raised px-4 py-8 text-center text-sm text-muted">
          {data.some((row) => row.changeRate !== null)
            ? t(kind === 'gainers' ? 'home.noGainers' : 'home.noLosers')
            : t('home.noPrices')}
        </p>
      ) : null}
      {movers.length > 0 ? (
        <ul className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised">
          {movers.map((row) => (
            <MoverRow key={row.id} row={row} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
