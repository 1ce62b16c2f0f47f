import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { buttonClasses } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { formatAmount } from '@exchange/ui/format';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date-time';
import { useIdempotencyKey } from '@/lib/idempotency';
import { notify } from '@/lib/notify';
import { useAiOrder, useSettleAiEarly, type AiOrder } from '../api/ai-queries';
import { AiOrderStatus, earlyExitPreview } from '../utils/ai-format';
import { statusKey } from './ai-orders-screen';
import { AiRules } from './ai-rules';

/** AI_ORDER_NOT_FOUND (module 013) and a bad id: both mean there is no such order to show. */
const MISSING_CODES = new Set([1_013_000_005, 400, 404]);

/** `/mine/ai_order_detail?id=`: value, return, holdings, rules; early settlement with its fee shown first. */
export function AiOrderDetail({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const order = useAiOrder(id);
  const isMissing = id === null || (order.error instanceof ApiError && MISSING_CODES.has(order.error.code));
  if (isMissing) return <EmptyState message={t('ai.order.notFound')} />;
  if (order.data) return <AiOrderFacts order={order.data} />;
  if (order.isError) return <ErrorState onRetry={() => void order.refetch()} />;
  return <LoadingState />;
}

function AiOrderFacts({ order }: { order: AiOrder }) {
  const { t, i18n } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const settle = useSettleAiEarly();
  const idempotency = useIdempotencyKey();
  const isRunning = order.status === AiOrderStatus.running;
  const preview = isRunning ? earlyExitPreview(order) : null;
  const usdt = (value: string | null) =>
    value === null ? t('ai.order.noPrice') : `${formatAmount(value)} USDT`;
  const items = [
    { label: t('ai.order.no'), value: order.no, isLtr: true },
    {
      label: t('ai.order.status'),
      value: <Badge tone={isRunning ? 'warning' : 'success'}>{t(statusKey(order.status))}</Badge>,
    },
    { label: t('ai.order.amount'), value: usdt(order.amount), isLtr: true },
    {
      label: t(isRunning ? 'ai.order.value' : 'ai.order.payout'),
      value: <span data-testid="ai-value">{usdt(order.value)}</span>,
      isLtr: true,
    },
    { label: t('ai.order.profit'), value: usdt(order.profit), isLtr: true },
    { label: t('ai.order.managementFee'), value: usdt(order.managementFee), isLtr: true },
    ...(order.earlyExitFee !== null
      ? [{ label: t('ai.order.earlyExitFee'), value: usdt(order.earlyExitFee), isLtr: true }]
      : []),
    ...(isRunning && order.markPrice !== null
      ? [{ label: t('ai.order.markPrice'), value: order.markPrice, isLtr: true }]
      : []),
    ...order.holdings.map((holding) => ({
      label: t('ai.order.holding', { asset: holding.asset }),
      value: holding.amount,
      isLtr: true,
    })),
    { label: t('ai.order.startedAt'), value: formatDateTime(order.startedAt, i18n.language) },
    { label: t('ai.order.endsAt'), value: formatDateTime(order.endsAt, i18n.language) },
    ...(order.settledAt !== null
      ? [{ label: t('ai.order.settledAt'), value: formatDateTime(order.settledAt, i18n.language) }]
      : []),
  ];
  const confirm = () => {
    const key = idempotency.keyFor({ id: order.id });
    settle.mutate(
      { id: order.id, idempotencyKey: key },
      {
        onSuccess: () => {
          idempotency.reset();
          notify.success(t('ai.early.done'));
        },
        onError: (error) => {
          if (error instanceof ApiError && !error.isNoResponse) idempotency.reset();
          notify.error(error.message);
        },
      },
    );
  };
  return (
    <div className="flex flex-col gap-4 px-4 pb-8 sm:px-0 lg:grid lg:grid-cols-2 lg:items-start">
      <section className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4">
        <h2 className="text-base font-semibold">{order.productName}</h2>
        <p className="text-xs text-muted">{t('ai.order.valueNote')}</p>
        <DetailList items={items} />
        <Link
          to={`${paths.mineAiChildOrder.path}?orderId=${order.id}`}
          className={buttonClasses('secondary')}
        >
          {t('ai.order.children', { count: order.childOrderCount })}
        </Link>
        {isRunning ? (
          <button
            type="button"
            className={buttonClasses('danger')}
            disabled={preview === null || settle.isPending}
            onClick={() => setIsConfirming(true)}
          >
            {t('ai.early.button')}
          </button>
        ) : null}
      </section>
      <section
        aria-label={t('ai.buy.rules')}
        className="flex flex-col gap-2 rounded-2xl bg-surface-raised p-4"
      >
        <h2 className="text-base font-semibold">{t('ai.buy.rules')}</h2>
        <AiRules terms={order.terms} />
      </section>
      {preview ? (
        <ConfirmDialog
          isOpen={isConfirming}
          onOpenChange={setIsConfirming}
          title={t('ai.early.title')}
          description={t('ai.early.description', {
            exitFee: formatAmount(preview.exitFee),
            managementFee: formatAmount(preview.managementFee),
            payout: formatAmount(preview.payout),
          })}
          confirmLabel={t('ai.early.confirm')}
          onConfirm={confirm}
        />
      ) : null}
    </div>
  );
}
