import { useTranslation } from 'react-i18next';
import { ContractOrderStatus } from '@exchange/contracts/enums';
import { Button } from '@exchange/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { notify } from '@/lib/notify';
import { useContractSpecs } from '../api/get-position-level-map';
import { useContractOrders } from '../api/page-contract-orders';
import { useRevokeOrder } from '../api/revoke-contract-order';
import { useSpotPriceAccuracies } from '../api/list-spot-accuracies';
import { useKeyedAction } from '../hooks/use-keyed-action';
import { accuracyOf } from '../utils/accuracy';
import type { ContractOrder, ContractOrderScope } from '../utils/contract-types';
import { LoadMore } from '@/components/ui/load-more';
import { OrderRow } from './order-row';

/**
 * The caller's orders of one scope — `open` (pending, each with Cancel) or `history` (filled and cancelled, paged as
 * it scrolls) — of one perpetual, or of all when `symbol` is ''.
 */
export function OrdersList({ scope, symbol }: { scope: ContractOrderScope; symbol: string }) {
  const { t } = useTranslation();
  const orders = useContractOrders(scope, symbol);
  const specs = useContractSpecs();
  const spot = useSpotPriceAccuracies();
  if (orders.isPending) return <LoadingState />;
  if (orders.isError) return <ErrorState onRetry={() => void orders.refetch()} />;
  const rows = orders.data.pages.flatMap((page) => page.list);
  if (rows.length === 0)
    return (
      <EmptyState
        message={t(scope === 'open' ? 'contract.orders.emptyOpen' : 'contract.orders.emptyHistory')}
      />
    );
  return (
    <div className="flex flex-col">
      <ul
        aria-label={t(scope === 'open' ? 'contract.tabs.open' : 'contract.tabs.history')}
        className="divide-y divide-border"
      >
        {rows.map((order) => (
          <li key={order.id}>
            <OrderRow
              order={order}
              accuracy={accuracyOf(specs.data, order.symbol, spot)}
              end={
                order.status === ContractOrderStatus.pending ? <CancelOrderButton order={order} /> : undefined
              }
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

/** Cancels a pending order (revoke); an opening order's hold returns to the wallet. */
export function CancelOrderButton({
  order,
  onCancelled,
}: {
  order: ContractOrder;
  onCancelled?: () => void;
}) {
  const { t } = useTranslation();
  const revoke = useKeyedAction(useRevokeOrder());
  return (
    <Button
      variant="secondary"
      className="min-h-9 px-3 text-xs"
      isLoading={revoke.isPending}
      aria-label={t('contract.orders.cancelLabel', { no: order.no })}
      onClick={() =>
        revoke.run(
          { id: order.id },
          {
            onSuccess: () => {
              notify.success(t('contract.orders.cancelled'));
              onCancelled?.();
            },
          },
        )
      }
    >
      {t('contract.orders.cancel')}
    </Button>
  );
}
