import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useSwapRecords } from '../api/list-flash-exchange-records';
import { formatCoinAmount } from '../utils/amounts';
import { useAmountDisplay } from './amount-display';

/** The user's ten most recent swaps: pair, amounts, price and time. */
export function SwapRecords() {
  const { t } = useTranslation();
  const display = useAmountDisplay();
  const records = useSwapRecords();
  return (
    <section aria-labelledby="swap-records-title" className="flex flex-col gap-2">
      <h2 id="swap-records-title" className="px-1 text-sm font-semibold">
        {t('swap.recentTitle')}
      </h2>
      {records.isPending ? <LoadingState /> : null}
      {records.isError && !records.data ? <ErrorState onRetry={() => void records.refetch()} /> : null}
      {records.data?.length === 0 ? <EmptyState message={t('swap.noRecords')} /> : null}
      {records.data && records.data.length > 0 ? (
        <ul
          aria-label={t('swap.recentTitle')}
          className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised"
        >
          {records.data.map((order) => (
            <li key={order.id} data-order-no={order.no} className="flex flex-col gap-1 px-4 py-3 text-sm">
              <span className="flex items-center justify-between gap-2">
                <span className="font-medium">
                  {order.fromCoin} → {order.toCoin}
                </span>
                <span dir="ltr" className="text-xs text-muted">
                  {display.time(order.createdAt)}
                </span>
              </span>
              <span dir="ltr" className="text-start tabular-nums">
                {display.coin(order.fromAmount)} {order.fromCoin} → {display.coin(order.toAmount)}{' '}
                {order.toCoin}
              </span>
              <span className="text-xs text-muted">
                {t('swap.recordPrice', {
                  price: formatCoinAmount(order.price),
                  fee: `${display.coin(order.fee)} ${order.toCoin}`,
                })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
