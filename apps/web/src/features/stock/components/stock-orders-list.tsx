import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LoadMore } from '@/components/ui/load-more';
import { notify } from '@/lib/notify';
import { useStockOrders } from '../api/page-stock-orders';
import type { StockOrder } from '../api/page-stock-orders';
import type { StockOrderScope } from '../api/query-keys';
import { useRevokeStockOrder } from '../api/stock-mutations';
import { useStockAction } from '../hooks/use-stock-action';
import { useStocks } from '../hooks/use-stocks';
import { StockOrderStatus } from '../utils/stock-labels';
import { StockOrderRow } from './stock-order-row';
import type { StockAccuracy } from './stock-order-row';

/** Catalogue stocks trade in 4-decimal fractions; a delisted one falls back to it. */
const DEFAULT_QUANTITY_DECIMALS = 4;

/** Each listed stock's accuracies by symbol, for rows that carry only the symbol. */
export function useStockAccuracy(): (symbol: string) => StockAccuracy {
  const stocks = useStocks();
  return (symbol) => {
    const row = stocks.data?.find((stock) => stock.symbol === symbol);
    return {
      priceAccuracy: row?.priceAccuracy ?? null,
      transactionAccuracy: row?.transactionAccuracy ?? DEFAULT_QUANTITY_DECIMALS,
    };
  };
}

/** The caller's stock orders of one scope (`open` each with Cancel, `history` paged), of one stock or all (''). */
export function StockOrdersList({ scope, symbol = '' }: { scope: StockOrderScope; symbol?: string }) {
  const { t } = useTranslation();
  const orders = useStockOrders(scope, symbol);
  const accuracyOf = useStockAccuracy();
  if (orders.isPending) return <LoadingState />;
  if (orders.isError) return <ErrorState onRetry={() => void orders.refetch()} />;
  const rows = orders.data.pages.flatMap((page) => page.list);
  if (rows.length === 0)
    return (
      <EmptyState
        message={t(scope === 'open' ? 'stockTrade.orders.emptyOpen' : 'stockTrade.orders.emptyHistory')}
      />
    );
  return (
    <div className="flex flex-col">
      <ul
        aria-label={t(scope === 'open' ? 'stockTrade.orders.open' : 'stockTrade.orders.history')}
        className="divide-y divide-border"
      >
        {rows.map((order) => (
          <li key={order.id}>
            <StockOrderRow
              order={order}
              accuracy={accuracyOf(order.symbol)}
              end={
                order.status === StockOrderStatus.pending ? (
                  <CancelStockOrderButton order={order} />
                ) : undefined
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

/** Cancels a waiting limit order: a buy's held USDT returns to the spot wallet, a sale's shares to the holding. */
export function CancelStockOrderButton({ order }: { order: StockOrder }) {
  const { t } = useTranslation();
  const revoke = useStockAction(useRevokeStockOrder());
  return (
    <Button
      variant="secondary"
      isSmall
      isLoading={revoke.isPending}
      aria-label={t('stockTrade.orders.cancelLabel', { no: order.no })}
      onClick={() =>
        revoke.run(
          { id: order.id },
          { onSuccess: () => notify.success(t('stockTrade.orders.cancelled', { no: order.no })) },
        )
      }
    >
      {t('stockTrade.orders.cancel')}
    </Button>
  );
}
