import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LoadMore } from '@/components/ui/load-more';
import { useNow } from '@/lib/use-now';
import { useFastContracts } from '../api/page-fast-contracts';
import type { FastOrderScope } from '../api/query-keys';
import { useFastPriceAccuracy } from '../hooks/use-fast-accuracy';
import { FastOrderRow } from './fast-order-row';

/** Countdowns re-read the clock 4 times a second, so a second never shows late by more than a quarter. */
const COUNTDOWN_TICK_MS = 250;

/**
 * The caller's fast contracts of one scope: `open` (soonest expiry first, each counting down) or `settled` (newest
 * first, with open and close prices and the result), paged as it scrolls.
 */
export function FastOrdersList({ scope }: { scope: FastOrderScope }) {
  const { t } = useTranslation();
  const orders = useFastContracts(scope);
  const accuracyOf = useFastPriceAccuracy();
  const now = useNow(COUNTDOWN_TICK_MS);
  const rows = orders.data?.pages.flatMap((page) => page.list) ?? [];
  if (orders.isPending) return <LoadingState />;
  if (orders.isError) return <ErrorState onRetry={() => void orders.refetch()} />;
  if (rows.length === 0)
    return (
      <EmptyState message={t(scope === 'open' ? 'fast.orders.emptyOpen' : 'fast.orders.emptySettled')} />
    );
  return (
    <div className="flex flex-col">
      <ul
        aria-label={t(scope === 'open' ? 'fast.orders.open' : 'fast.orders.settled')}
        className="divide-y divide-border"
      >
        {rows.map((order) => (
          <li key={order.id}>
            <FastOrderRow order={order} priceAccuracy={accuracyOf(order.symbol)} nowMs={now} />
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
