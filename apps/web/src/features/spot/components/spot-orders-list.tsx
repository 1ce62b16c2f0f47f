import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LoadMore } from '@/components/ui/load-more';
import { useSpotPairs } from '../api/list-spot-pairs';
import { useSpotOrders } from '../api/page-spot-orders';
import type { SpotOrderScope } from '../api/query-keys';
import { isOpenSpotOrder } from '../utils/spot-enums';
import { CancelSpotOrderButton } from './cancel-spot-order-button';
import { SpotOrderRow } from './spot-order-row';

/**
 * The caller's spot orders of one scope — `open` (pending and untriggered, each with Cancel) or `history` (filled and
 * cancelled) — paged as it scrolls, of one pair or of all when `symbol` is ''.
 */
export function SpotOrdersList({ scope, symbol }: { scope: SpotOrderScope; symbol: string }) {
  const { t } = useTranslation();
  const orders = useSpotOrders(scope, symbol);
  const pairs = useSpotPairs();
  if (orders.isPending) return <LoadingState />;
  if (orders.isError) return <ErrorState onRetry={() => void orders.refetch()} />;
  const rows = orders.data.pages.flatMap((page) => page.list);
  if (rows.length === 0)
    return <EmptyState message={t(scope === 'open' ? 'orders.emptyOpen' : 'orders.emptyHistory')} />;
  const accuracyOf = (pairSymbol: string) =>
    pairs.data?.find((pair) => pair.symbol === pairSymbol)?.priceAccuracy ?? null;
  return (
    <div className="flex flex-col">
      <ul
        aria-label={t(scope === 'open' ? 'orders.scope.open' : 'orders.scope.history')}
        className="divide-y divide-border"
      >
        {rows.map((order) => (
          <li key={order.id}>
            <SpotOrderRow
              order={order}
              priceAccuracy={accuracyOf(order.symbol)}
              end={isOpenSpotOrder(order) ? <CancelSpotOrderButton order={order} /> : undefined}
            />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={orders.hasNextPage}
        isFetchingNextPage={orders.isFetchingNextPage}
        fetchNextPage={() => void orders.fetchNextPage()}
      />
    </div>
  );
}
