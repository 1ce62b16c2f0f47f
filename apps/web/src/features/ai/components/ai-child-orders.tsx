import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { formatAmount } from '@exchange/ui/format';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date-time';
import { AI_PAGE_SIZE, useAiChildOrders, type AiChildOrder } from '../api/ai-queries';

const REASON_KEYS: Record<
  string,
  'ai.child.reason.grid-buy' | 'ai.child.reason.grid-sell' | 'ai.child.reason.dca' | 'ai.child.reason.close'
> = {
  'grid-buy': 'ai.child.reason.grid-buy',
  'grid-sell': 'ai.child.reason.grid-sell',
  dca: 'ai.child.reason.dca',
  close: 'ai.child.reason.close',
};

const MISSING_CODES = new Set([1_013_000_005, 400, 404]);

function ChildRow({ child }: { child: AiChildOrder }) {
  const { t, i18n } = useTranslation();
  const isBuy = child.direction === 0;
  return (
    <article aria-label={child.no} className="flex flex-col gap-2 rounded-2xl bg-surface-raised px-4 py-3">
      <header className="flex items-center justify-between gap-2">
        <span className={isBuy ? 'font-medium text-success' : 'font-medium text-danger'}>
          {t(isBuy ? 'ai.child.buy' : 'ai.child.sell')} ·{' '}
          {t(REASON_KEYS[child.reason] ?? 'ai.child.reason.grid-buy')}
        </span>
        <span className="text-xs text-muted">{formatDateTime(child.createdAt, i18n.language)}</span>
      </header>
      <DetailList
        items={[
          { label: t('ai.child.price'), value: child.price, isLtr: true },
          { label: t('ai.child.quantity'), value: child.quantity, isLtr: true },
          { label: t('ai.child.quoteAmount'), value: `${formatAmount(child.quoteAmount)} USDT`, isLtr: true },
          { label: t('ai.child.fee'), value: `${child.fee} ${child.feeAsset}`, isLtr: true },
          {
            label: t('ai.child.source'),
            value: t('ai.child.sourceValue', {
              price: child.sourcePrice,
              time: formatDateTime(child.sourceTime, i18n.language),
            }),
          },
        ]}
      />
    </article>
  );
}

/** `/mine/ai_child_Order?orderId=`: the order's child orders — real spot fills with their price source and fee. */
export function AiChildOrders({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const children = useAiChildOrders(orderId, page);
  const list = children.data?.list ?? [];
  const total = children.data?.total ?? 0;
  if (orderId === null || (children.error instanceof ApiError && MISSING_CODES.has(children.error.code)))
    return <EmptyState message={t('ai.order.notFound')} />;
  if (children.isPending) return <LoadingState />;
  if (children.isError) return <ErrorState onRetry={() => void children.refetch()} />;
  if (list.length === 0) return <EmptyState message={t('ai.child.empty')} />;
  return (
    <div className="flex flex-col gap-3 px-4 pb-8 sm:px-0">
      <ul aria-label={t('ai.child.title')} className="grid gap-3 lg:grid-cols-2">
        {list.map((child) => (
          <li key={child.id}>
            <ChildRow child={child} />
          </li>
        ))}
      </ul>
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
