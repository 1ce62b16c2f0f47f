import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LoadMore } from '@/components/ui/load-more';
import { useNow } from '@/lib/use-now';
import { useBlockOrders } from '../api/page-block-orders';
import type { BlockOrderScope } from '../api/query-keys';
import { BlockOrderRow } from './block-order-row';

/** The caller's block orders of one scope, paged as it scrolls; locked ones count down to their release. */
export function BlockOrdersList({ scope }: { scope: BlockOrderScope }) {
  const { t } = useTranslation();
  const orders = useBlockOrders(scope);
  const now = useNow(1_000);
  const rows = orders.data?.pages.flatMap((page) => page.list) ?? [];
  if (orders.isPending) return <LoadingState />;
  if (orders.isError) return <ErrorState onRetry={() => void orders.refetch()} />;
  if (rows.length === 0) return <EmptyState message={t('block.orders.empty')} />;
  return (
    <div className="flex flex-col">
      <ul aria-label={t('block.orders.label')} className="divide-y divide-border">
        {rows.map((order) => (
          <li key={order.id}>
            <BlockOrderRow order={order} nowMs={now} />
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
