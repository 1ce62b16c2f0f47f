import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@exchange/ui/badge';
import { DetailList } from '@exchange/ui/detail-list';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { NO_VALUE } from '@exchange/ui/format';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { ApiError } from '@/lib/api-client';
import { useSubscriptionOrder, type SubscriptionOrder } from '../api/orders';
import { useSubscriptionProject } from '../api/projects';
import { formatMoment } from '../utils/subscription-time';
import {
  ORDER_STATUS_TONE,
  exactDecimal,
  kindNameOf,
  orderStatusNameOf,
  orderSteps,
  ruleNameOf,
  isMissingAnswer,
} from '../utils/subscription-format';
import { buySubscribeHref } from './project-card';

/**
 * One subscription order by id (`/funds/buySubscribeOrderDetail?id=`, `/order/subscription/detail?id=`): what was
 * committed, the allotment and refund by the published rule, the distribution and the listing, as a timeline.
 */
export function SubscriptionOrderDetail({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const order = useSubscriptionOrder(id);
  const isMissing = id === null || (order.error instanceof ApiError && isMissingAnswer(order.error.code));
  if (isMissing) return <EmptyState message={t('subscription.order.notFound')} />;
  if (order.data) return <OrderFacts order={order.data} />;
  if (order.isError) return <ErrorState onRetry={() => void order.refetch()} />;
  return <LoadingState />;
}

function OrderFacts({ order }: { order: SubscriptionOrder }) {
  const { t, i18n } = useTranslation();
  const timeZone = usePreferencesStore((state) => state.timeZone);
  const project = useSubscriptionProject(order.projectId);
  const time = (value: number | null) =>
    value === null ? NO_VALUE : formatMoment(value, timeZone, i18n.language);
  const status = orderStatusNameOf(order.status);
  const tokens = (value: string | null) =>
    value === null ? NO_VALUE : `${exactDecimal(value, 0)} ${order.symbol}`;
  const usdt = (value: string | null) => (value === null ? NO_VALUE : `${exactDecimal(value)} USDT`);
  const items = [
    { label: t('subscription.order.no'), value: order.no, isLtr: true },
    {
      label: t('subscription.order.project'),
      value: (
        <Link to={buySubscribeHref(order.projectId)} className="text-primary">
          {order.projectName}
        </Link>
      ),
    },
    { label: t('subscription.order.kind'), value: t(`subscription.kind.${kindNameOf(order.kind)}`) },
    { label: t('subscription.order.rule'), value: t(`subscription.rule.${ruleNameOf(order.rule)}.name`) },
    {
      label: t('subscription.order.status'),
      value: <Badge tone={ORDER_STATUS_TONE[status]}>{t(`subscription.status.${status}`)}</Badge>,
    },
    { label: t('subscription.order.quantity'), value: tokens(order.quantity), isLtr: true },
    { label: t('subscription.order.price'), value: usdt(order.price), isLtr: true },
    {
      label: t('subscription.order.amount'),
      value: <span data-testid="order-amount">{usdt(order.amount)}</span>,
      isLtr: true,
    },
    {
      label: t('subscription.order.allotted'),
      value: <span data-testid="order-allotted">{tokens(order.allottedQuantity)}</span>,
      isLtr: true,
    },
    { label: t('subscription.order.allottedAmount'), value: usdt(order.allottedAmount), isLtr: true },
    {
      label: t('subscription.order.refund'),
      value: <span data-testid="order-refund">{usdt(order.refundAmount)}</span>,
      isLtr: true,
    },
    ...(order.ticket
      ? [
          {
            label: t('subscription.order.ticket'),
            value: <code className="break-all text-xs">{order.ticket}</code>,
          },
        ]
      : []),
  ];
  const steps = orderSteps(order, project.data ?? null);
  return (
    <div className="flex flex-col gap-4 px-4 pb-8 sm:px-0">
      <ol
        aria-label={t('subscription.order.timeline')}
        className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4"
      >
        {steps.map((step) => (
          <li key={step.key} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className={clsx(
                'mt-1 size-3 shrink-0 rounded-full',
                step.isDone ? 'bg-success' : 'bg-surface-sunken',
              )}
            />
            <span className="flex flex-1 flex-col">
              <span className={clsx('text-sm font-medium', !step.isDone && 'text-muted')}>
                {t(`subscription.step.${step.key}.${step.isDone ? 'done' : 'ahead'}`)}
              </span>
              <span className="text-xs text-muted">{time(step.at)}</span>
            </span>
          </li>
        ))}
      </ol>
      <DetailList items={items} variant="card" />
      {project.data?.phase === 'listed' ? (
        <p className="text-xs text-muted">
          {t('subscription.order.listedNote', { symbol: project.data.listedSymbol })}
        </p>
      ) : null}
    </div>
  );
}
