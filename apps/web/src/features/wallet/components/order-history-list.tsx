import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { paths } from '@/config/paths';
import { ChevronEndIcon } from '@/components/ui/icons';
import { ReviewStatusBadge } from '@/components/ui/review-status-badge';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useRechargePages } from '../api/page-recharges';
import { useWithdrawalPages } from '../api/page-withdrawals';
import { orderStatusLabel } from '../utils/review-status';
import { useAmountDisplay } from './amount-display';
import { LoadMore } from '@/components/ui/load-more';

export type OrderKind = 'recharge' | 'withdrawal';

export const parseOrderKind = (value: string | null): OrderKind =>
  value === 'withdrawal' ? 'withdrawal' : 'recharge';

export function orderDetailHref(kind: OrderKind, id: number): string {
  return `${generatePath(paths.fundsOrderHistoryDetail.path, { id: String(id) })}?kind=${kind}`;
}

interface OrderRow {
  id: number;
  no: string;
  coin: string;
  amount: string;
  channelName: string;
  status: number;
  createdAt: number;
}

interface OrderPages {
  isPending: boolean;
  isError: boolean;
  data: { pages: readonly { list: readonly OrderRow[] }[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** Deposits or withdrawals, newest first, with their review status; 15 at a time with infinite scroll. */
export function OrderHistoryList({ kind }: { kind: OrderKind }) {
  return kind === 'recharge' ? <RechargeHistory /> : <WithdrawalHistory />;
}

function RechargeHistory() {
  return <OrderPagesView kind="recharge" pages={useRechargePages()} />;
}

function WithdrawalHistory() {
  return <OrderPagesView kind="withdrawal" pages={useWithdrawalPages()} />;
}

function OrderPagesView({ kind, pages }: { kind: OrderKind; pages: OrderPages }) {
  const { t } = useTranslation();
  if (pages.isPending) return <LoadingState />;
  if (pages.isError && !pages.data) return <ErrorState onRetry={() => void pages.refetch()} />;
  const rows = pages.data?.pages.flatMap((page) => page.list) ?? [];
  if (rows.length === 0) return <EmptyState message={t(`orderHistory.empty.${kind}`)} />;
  return (
    <div className="overflow-hidden rounded-2xl bg-surface-raised">
      <ul aria-label={t(`orderHistory.tabs.${kind}`)} className="divide-y divide-border">
        {rows.map((order) => (
          <OrderHistoryRow key={order.id} kind={kind} order={order} />
        ))}
      </ul>
      <LoadMore
        hasNextPage={pages.hasNextPage}
        isFetchingNextPage={pages.isFetchingNextPage}
        fetchNextPage={() => void pages.fetchNextPage()}
      />
    </div>
  );
}

function OrderHistoryRow({ kind, order }: { kind: OrderKind; order: OrderRow }) {
  const { t } = useTranslation();
  const display = useAmountDisplay();
  return (
    <li data-order-no={order.no}>
      <Link
        to={orderDetailHref(kind, order.id)}
        className="flex items-center gap-3 px-4 py-3 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center gap-2 text-sm font-medium">
            <span dir="ltr" className="tabular-nums">
              {display.coin(order.amount)} {order.coin}
            </span>
            <ReviewStatusBadge status={order.status} labelOf={(name) => orderStatusLabel(t, name)} />
          </span>
          <span className="truncate text-xs text-muted">
            {order.channelName} · <span dir="ltr">{display.time(order.createdAt)}</span>
          </span>
        </span>
        <ChevronEndIcon className="text-muted" />
      </Link>
    </li>
  );
}
