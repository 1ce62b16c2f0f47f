import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useMarketPage } from '../api/list-market-page';
import { useFavouriteIds, useToggleFavourite } from '../hooks/use-favourites';
import { useListView } from '../stores/market-view-store';
import { nextSort } from '../utils/sort-state';
import { PlateChips } from './plate-chips';
import { SortHeader } from './sort-header';
import { VirtualMarketList } from './virtual-market-list';

interface MarketListPanelProps {
  /** Instrument type: coin 1, contract 2, stock 3, fast contract 5. */
  type: number;
  /** Which screen's filter and order this list keeps (`market`, `stock`, `pc`). */
  viewId: string;
  /** Accessible name of the list. */
  label: string;
  timeZone: string;
  hasPlates?: boolean;
}

/** One type of the market list: plate chips, sortable column titles and the live, virtualised rows. */
export function MarketListPanel({ type, viewId, label, timeZone, hasPlates = true }: MarketListPanelProps) {
  const { t } = useTranslation();
  const [view, setView] = useListView(`${viewId}:${type}`);
  const {
    data: rows,
    isPending,
    isError,
    refetch,
  } = useMarketPage({ type, plate: view.plate, sort: view.sort });
  const favouriteIds = useFavouriteIds(type);
  const toggleFavourite = useToggleFavourite();
  return (
    <div className="flex flex-col gap-2">
      {hasPlates ? (
        <PlateChips type={type} value={view.plate} onChange={(plate) => setView({ plate })} />
      ) : null}
      <div className="rounded-2xl bg-surface-raised">
        <SortHeader sort={view.sort} onSort={(field) => setView({ sort: nextSort(view.sort, field) })} />
        {isPending ? <LoadingState /> : null}
        {isError && !rows ? <ErrorState onRetry={() => void refetch()} /> : null}
        {rows?.length === 0 ? <EmptyState message={t('market.emptyList')} /> : null}
        {rows && rows.length > 0 ? (
          <VirtualMarketList
            label={label}
            rows={rows}
            favouriteIds={favouriteIds}
            onToggleFavourite={toggleFavourite}
            timeZone={timeZone}
          />
        ) : null}
      </div>
    </div>
  );
}
