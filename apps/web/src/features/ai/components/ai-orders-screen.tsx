import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Badge } from '@exchange/ui/badge';
import { buttonClasses } from '@exchange/ui/button';
import { formatAmount } from '@exchange/ui/format';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { paths } from '@/config/paths';
import { AI_PAGE_SIZE, useAiOrders, type AiOrder, type AiOrderScope } from '../api/ai-queries';
import { AiOrderStatus } from '../utils/ai-format';

const SCOPES: readonly AiOrderScope[] = ['running', 'settled'];

export const statusKey = (status: number) =>
  status === AiOrderStatus.running
    ? 'ai.status.running'
    : status === AiOrderStatus.settled
      ? 'ai.status.settled'
      : 'ai.status.settledEarly';

function AiOrderRow({ order }: { order: AiOrder }) {
  const { t } = useTranslation();
  const profit = order.profit;
  return (
    <Link
      to={`${paths.mineAiOrderDetail.path}?id=${order.id}`}
      className="flex flex-col gap-1 rounded-2xl bg-surface-raised px-4 py-3"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="font-medium">{order.productName}</span>
        <Badge tone={order.status === AiOrderStatus.running ? 'warning' : 'success'}>
          {t(statusKey(order.status))}
        </Badge>
      </span>
      <span className="flex items-center justify-between gap-2 text-sm">
        <span className="text-muted">{t('ai.order.amount')}</span>
        <span dir="ltr">{formatAmount(order.amount)} USDT</span>
      </span>
      <span className="flex items-center justify-between gap-2 text-sm">
        <span className="text-muted">{t('ai.order.value')}</span>
        <span dir="ltr">
          {order.value === null ? t('ai.order.noPrice') : `${formatAmount(order.value)} USDT`}
        </span>
      </span>
      {profit !== null ? (
        <span className="flex items-center justify-between gap-2 text-sm">
          <span className="text-muted">{t('ai.order.profit')}</span>
          <span dir="ltr" className={profit.startsWith('-') ? 'text-danger' : 'text-success'}>
            {formatAmount(profit)} USDT
          </span>
        </span>
      ) : null}
    </Link>
  );
}

/** `/mine/ai_order`: the caller's orders, running or settled (tabs), 10 a page. */
export function AiOrdersScreen() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<AiOrderScope>('running');
  const [page, setPage] = useState(1);
  const orders = useAiOrders(scope, page);
  const list = orders.data?.list ?? [];
  const total = orders.data?.total ?? 0;
  let content;
  if (orders.isPending) content = <LoadingState />;
  else if (orders.isError) content = <ErrorState onRetry={() => void orders.refetch()} />;
  else if (list.length === 0) content = <EmptyState message={t('ai.orders.empty')} />;
  else
    content = (
      <ul aria-label={t('ai.orders.title')} className="grid gap-3 lg:grid-cols-2">
        {list.map((order) => (
          <li key={order.id}>
            <AiOrderRow order={order} />
          </li>
        ))}
      </ul>
    );
  return (
    <div className="flex flex-col gap-4 px-4 pb-8 sm:px-0">
      <div role="tablist" className="flex gap-2">
        {SCOPES.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            aria-selected={scope === candidate}
            className={clsx(buttonClasses(scope === candidate ? 'primary' : 'secondary'))}
            onClick={() => {
              setScope(candidate);
              setPage(1);
            }}
          >
            {t(`ai.orders.${candidate}`)}
          </button>
        ))}
      </div>
      {content}
      {total > AI_PAGE_SIZE ? (
        <div className="flex justify-center gap-2">
          <button
            type="button"
            className={buttonClasses('secondary')}
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            {t('ai.page.previous')}
          </button>
          <button
            type="button"
            className={buttonClasses('secondary')}
            disabled={page * AI_PAGE_SIZE >= total}
            onClick={() => setPage(page + 1)}
          >
            {t('ai.page.next')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
