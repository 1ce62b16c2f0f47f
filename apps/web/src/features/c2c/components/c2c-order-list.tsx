import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LoadMore } from '@/components/ui/load-more';
import type { C2cOrderScope } from '../api/c2c-queries';
import { useC2cOrders } from '../api/c2c-queries';
import { C2cOrderRow } from './c2c-order-row';

/** The caller's orders of one scope (in progress or completed), newest first, paged as the list scrolls. */
export function C2cOrderList({ scope }: { scope: C2cOrderScope }) {
  const { t } = useTranslation();
  const orders = useC2cOrders(scope);
  const rows = orders.data?.pages.flatMap((page) => page.list) ?? [];
  if (orders.isPending) return <LoadingState />;
  if (orders.isError) return <ErrorState onRetry={() => void orders.refetch()} />;
  if (rows.length === 0)
    return <EmptyState message={t(scope === 'open' ? 'c2c.orders.emptyOpen' : 'c2c.orders.emptyDone')} />;
  return (
    <div className="flex flex-col">
      <ul
        aria-label={t('c2c.orders.listLabel')}
        className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised"
      >
        {rows.map((order) => (
          <li key={order.id}>
            <C2cOrderRow order={order} />
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
