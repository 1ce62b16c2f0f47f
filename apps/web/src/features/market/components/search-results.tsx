import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useMarketPage } from '../api/list-market-page';
import type { MarketListRow } from '../api/list-market-page';
import { useFavouriteIds, useToggleFavourite } from '../hooks/use-favourites';
import { quoteTopic } from '@/data/quotes/live-quote';
import { useQuoteTopics } from '@/data/quotes/use-live-quotes';
import { ROW_HEIGHT_PX, SESSION_ROW_HEIGHT_PX } from './market-columns';
import { MarketRowItem } from './market-row';

/** Results per type: a search narrows to a handful; a one-letter search shows the best matches first. */
const RESULTS_PER_TYPE = 30;

const SEARCH_TYPES = [
  { type: 1, key: 'market.tabs.coin' },
  { type: 2, key: 'market.tabs.contract' },
  { type: 3, key: 'market.tabs.stock' },
] as const;

interface ResultGroupProps {
  type: number;
  title: string;
  rows: readonly MarketListRow[];
  timeZone: string;
  onOpen: () => void;
}

function ResultGroup({ type, title, rows, timeZone, onOpen }: ResultGroupProps) {
  const favouriteIds = useFavouriteIds(type);
  const toggleFavourite = useToggleFavourite();
  useQuoteTopics(rows.map((row) => quoteTopic(row.type, row.symbol)));
  return (
    <section className="flex flex-col gap-2" aria-label={title}>
      <h2 className="px-1 text-xs font-semibold tracking-wide text-muted uppercase">{title}</h2>
      {/* Capture phase: remember the search before a row's link navigates away (not for a star). */}
      <ul
        className="rounded-2xl bg-surface-raised"
        onClickCapture={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) onOpen();
        }}
      >
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
    </section>
  );
}

/** Matches of a search across coins, contracts and stocks, each type in its own group. */
export function SearchResults({
  query,
  timeZone,
  onOpen,
}: {
  query: string;
  timeZone: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const coins = useMarketPage({ type: 1, symbol: query, pageSize: RESULTS_PER_TYPE });
  const contracts = useMarketPage({ type: 2, symbol: query, pageSize: RESULTS_PER_TYPE });
  const stocks = useMarketPage({ type: 3, symbol: query, pageSize: RESULTS_PER_TYPE });
  const results = [coins, contracts, stocks];
  if (results.some((result) => result.isPending)) return <LoadingState />;
  if (results.every((result) => result.isError)) {
    return <ErrorState onRetry={() => results.forEach((result) => void result.refetch())} />;
  }
  const groups = SEARCH_TYPES.map((entry, index) => ({ ...entry, rows: results[index]?.data ?? [] }));
  if (groups.every((group) => group.rows.length === 0)) {
    return <p className="px-4 py-12 text-center text-sm text-muted">{t('search.noResults', { query })}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      {groups
        .filter((group) => group.rows.length > 0)
        .map((group) => (
          <ResultGroup
            key={group.type}
            type={group.type}
            title={t(group.key)}
            rows={group.rows}
            timeZone={timeZone}
            onOpen={onOpen}
          />
        ))}
    </div>
  );
}
