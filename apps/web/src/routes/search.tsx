import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { useMarketPage } from '@/features/market/api/list-market-page';
import type { MarketListRow } from '@/features/market/api/list-market-page';
import { ROW_HEIGHT_PX, SESSION_ROW_HEIGHT_PX } from '@/features/market/components/market-columns';
import { MarketRowItem } from '@/features/market/components/market-row';
import { SearchPanel } from '@/features/market/components/search-panel';
import { useFavouriteIds, useToggleFavourite } from '@/features/market/hooks/use-favourites';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { quoteTopic } from '@/data/quotes/live-quote';
import { useQuoteTopics } from '@/data/quotes/use-live-quotes';
import { quoteVolume } from '@/lib/market-format';

/** How many of the busiest coins the screen offers before anything is typed. */
const POPULAR_COUNT = 8;

/** The coins with the largest 24 h turnover (price × base volume), busiest first; none without a turnover. */
function topByVolume(rows: readonly MarketListRow[], count = POPULAR_COUNT): MarketListRow[] {
  return rows
    .map((row) => ({ row, turnover: quoteVolume(row.price, row.volume24h) }))
    .filter(({ turnover }) => turnover > 0)
    .sort((a, b) => b.turnover - a.turnover)
    .slice(0, count)
    .map(({ row }) => row);
}

/**
 * The busiest coins, live, in the market list's own rows (star, logo, price, change), from the coin list the
 * market screen reads (the data layer's shared entry, so opening search from the market costs no request).
 */
function PopularInstruments({ timeZone, className }: { timeZone: string; className: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useMarketPage({ type: 1 });
  const rows = useMemo(() => (data ? topByVolume(data) : []), [data]);
  const favouriteIds = useFavouriteIds(1);
  const toggleFavourite = useToggleFavourite();
  useQuoteTopics(rows.map((row) => quoteTopic(row.type, row.symbol)));
  if (data && rows.length === 0) return null;
  return (
    <section className={`flex-col gap-2 ${className}`} aria-labelledby="search-popular">
      <h2 id="search-popular" className="px-1 text-xs font-semibold tracking-wide text-muted uppercase">
        {t('search.popular')}
      </h2>
      {isPending ? <LoadingState /> : null}
      {isError && !data ? <ErrorState onRetry={() => void refetch()} /> : null}
      {rows.length > 0 ? (
        <ul className="rounded-2xl bg-surface-raised">
          {rows.map((row) => (
            <li key={row.id} style={{ height: row.tradingHours ? SESSION_ROW_HEIGHT_PX : ROW_HEIGHT_PX }}>
              <MarketRowItem
                row={row}
                isFavourite={favouriteIds.has(row.id)}
                onToggleFavourite={toggleFavourite}
                timeZone={timeZone}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * /search: coins, contracts and stocks by symbol or name. Before anything is typed: this device's recent searches
 * (the search panel's) and the busiest coins. The search panel keeps its text to itself, so the busiest coins give
 * way to the results by CSS, as soon as its field holds text (`:placeholder-shown` no longer matches).
 */
export function Component() {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((state) => state.timeZone);
  return (
    <Page title={t('search.title')} backTo={paths.market.path} width="wide">
      <div className="group/search flex flex-col gap-6">
        <SearchPanel timeZone={timeZone} />
        <PopularInstruments
          timeZone={timeZone}
          className="flex group-has-[input:not(:placeholder-shown)]/search:hidden"
        />
      </div>
    </Page>
  );
}
