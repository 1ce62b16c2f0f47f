import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import type { MarketListRow } from '../api/list-market-page';
import { useMarketPage } from '../api/list-market-page';
import { quoteTopic, withLiveQuote } from '@/data/quotes/live-quote';
import { useLiveQuote, useQuoteTopics } from '@/data/quotes/use-live-quotes';
import { pairName } from '@/lib/market-format';
import { chartHref } from '../utils/chart-href';
import { MOVER_KINDS, moversOf } from '../utils/movers';
import type { MoverKind } from '../utils/movers';
import { ChangeRatePill } from './change-rate-pill';
import { InstrumentIcon } from './instrument-icon';
import { MarketTabs, tabId, tabPanelId } from './market-tabs';
import { PriceCell } from './price-cell';

const MOVER_COUNT = 5;
const ID_PREFIX = 'movers';

const tabKeys = {
  gainers: 'home.gainers',
  losers: 'home.losers',
  volume: 'home.moversVolume',
  new: 'home.moversNew',
} as const satisfies Record<MoverKind, string>;
const emptyKeys = {
  gainers: 'home.noGainers',
  losers: 'home.noLosers',
  volume: 'home.noPrices',
  new: 'home.noPrices',
} as const satisfies Record<MoverKind, string>;

function MoverRow({ row: listRow }: { row: MarketListRow }) {
  const row = withLiveQuote(listRow, useLiveQuote(listRow.type, listRow.symbol));
  return (
    <li>
      <Link
        to={chartHref(row)}
        data-symbol={row.symbol}
        className="flex h-12 items-center gap-2 px-3 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
      >
        <InstrumentIcon instrument={row} size={24} />
        <span dir="auto" title={pairName(row)} className="min-w-0 flex-1 truncate text-sm font-semibold">
          {pairName(row)}
        </span>
        <PriceCell price={row.price} priceAccuracy={row.priceAccuracy} className="text-sm" />
        <ChangeRatePill changeRate={row.changeRate} />
      </Link>
    </li>
  );
}

/** The coins' top movers, live: biggest gainers and losers over 24 h, largest turnover, newest listings. */
export function TopMovers() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<MoverKind>('gainers');
  const { data, isPending, isError, refetch } = useMarketPage({ type: 1 });
  const movers = data ? moversOf(data, kind, MOVER_COUNT) : [];
  useQuoteTopics(movers.map((row) => quoteTopic(row.type, row.symbol)));
  const index = MOVER_KINDS.indexOf(kind);
  const hasRates = data?.some((row) => row.changeRate !== null) ?? false;
  return (
    <section className="flex flex-col gap-2" aria-labelledby="top-movers">
      <h2 id="top-movers" className="text-base font-semibold">
        {t('home.topMovers')}
      </h2>
      <MarketTabs
        label={t('home.topMovers')}
        idPrefix={ID_PREFIX}
        tabs={MOVER_KINDS.map((value, position) => ({ value: position, label: t(tabKeys[value]) }))}
        value={index}
        onChange={(position) => setKind(MOVER_KINDS[position] ?? 'gainers')}
        isFill
      />
      <div role="tabpanel" id={tabPanelId(ID_PREFIX, index)} aria-labelledby={tabId(ID_PREFIX, index)}>
        {isPending ? <LoadingState /> : null}
        {isError && !data ? <ErrorState onRetry={() => void refetch()} /> : null}
        {data && movers.length === 0 ? (
          <p className="rounded-2xl bg-surface-raised px-4 py-6 text-center text-sm text-muted">
            {t(hasRates ? emptyKeys[kind] : 'home.noPrices')}
          </p>
        ) : null}
        {movers.length > 0 ? (
          <ul className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised">
            {movers.map((row) => (
              <MoverRow key={row.id} row={row} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
