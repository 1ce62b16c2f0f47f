import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { DetailList } from '@exchange/ui/detail-list';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { NO_VALUE, formatAmount, formatPrice } from '@exchange/ui/format';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { ApiError } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';
import { formatMoment } from '../utils/block-time';
import { useBlockOrder } from '../api/get-block-order';
import type { BlockOrder } from '../api/page-block-orders';
import { BlockOrderStatus, formatRate, lockupLabel } from '../utils/block-format';
import { LockupCountdown } from './lockup-countdown';

/** BLOCK_ORDER_NOT_FOUND (module 015), and a bad id (BAD_REQUEST): both mean there is no such order to show. */
const MISSING_CODES = new Set([1_015_000_006, 400, 404]);

/** One block order by id (`/order/bulk/detail?id=`): what was bought, the source price and time, and the lock-up. */
export function BlockOrderDetail({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const order = useBlockOrder(id);
  const isMissing = id === null || (order.error instanceof ApiError && MISSING_CODES.has(order.error.code));
  if (isMissing) return <EmptyState message={t('block.order.notFound')} />;
  if (order.data) return <BlockOrderFacts order={order.data} />;
  if (order.isError) return <ErrorState onRetry={() => void order.refetch()} />;
  return <LoadingState />;
}

function BlockOrderFacts({ order }: { order: BlockOrder }) {
  const { t, i18n } = useTranslation();
  const timeZone = usePreferencesStore((state) => state.timeZone);
  const now = useNow(1_000);
  const isLocked = order.status === BlockOrderStatus.locked;
  const time = (value: number | null) =>
    value === null ? NO_VALUE : formatMoment(value, timeZone, i18n.language);
  const lockup = lockupLabel(order.lockupSeconds);
  const items = [
    { label: t('block.order.no'), value: order.no, isLtr: true },
    { label: t('block.order.pair'), value: `${order.baseAsset}/${order.quoteAsset}`, isLtr: true },
    {
      label: t('block.order.status'),
      value: (
        <Badge tone={isLocked ? 'warning' : 'success'}>
          {t(isLocked ? 'block.status.locked' : 'block.status.released')}
        </Badge>
      ),
    },
    { label: t('block.order.quantity'), value: `${order.quantity} ${order.baseAsset}`, isLtr: true },
    {
      label: t('block.order.price'),
      value: <span data-testid="order-price">{`${formatPrice(order.price)} ${order.quoteAsset}`}</span>,
      isLtr: true,
    },
    {
      label: t('block.order.amount'),
      value: `${formatAmount(order.amount)} ${order.quoteAsset}`,
      isLtr: true,
    },
    { label: t('block.order.rate'), value: formatRate(order.rate), isLtr: true },
    {
      label: t('block.order.sourcePrice'),
      value: (
        <span data-testid="order-source-price">{`${formatPrice(order.sourcePrice)} ${order.quoteAsset}`}</span>
      ),
      isLtr: true,
    },
    { label: t('block.order.sourcePriceAt'), value: time(order.sourcePriceAt) },
    { label: t('block.order.createdAt'), value: time(order.createdAt) },
    { label: t('block.order.lockup'), value: t(lockup.key, { value: lockup.value }) },
    { label: t('block.order.lockedUntil'), value: time(order.lockedUntil) },
    { label: t('block.order.releasedAt'), value: time(order.releasedAt) },
  ];
  return (
    <div className="flex flex-col gap-4">
      {isLocked ? (
        <div className="flex items-center justify-between gap-3 rounded-2xl bg-surface-raised px-4 py-3">
          <span className="text-sm text-muted">{t('block.order.timeLeft')}</span>
          <LockupCountdown lockedUntil={order.lockedUntil} nowMs={now} />
        </div>
      ) : null}
      <DetailList items={items} variant="card" />
      <p className="text-xs text-muted">{t('block.order.priceRule')}</p>
    </div>
  );
}
