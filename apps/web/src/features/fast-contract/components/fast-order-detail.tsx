import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { DetailList } from '@exchange/ui/detail-list';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { NO_VALUE, directionOf, directionTextClass, formatPrice } from '@exchange/ui/format';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { useIsSignedIn } from '@/lib/token-store';
import { useNow } from '@/lib/use-now';
import { useFastContract } from '../api/get-fast-contract';
import type { FastContractOrder } from '../api/page-fast-contracts';
import { useFastPriceAccuracy } from '../hooks/use-fast-accuracy';
import { useFastPushes } from '../hooks/use-fast-pushes';
import { formatRate, formatSignedUsdt, formatUsdt } from '../utils/fast-format';
import {
  FastContractStatus,
  directionKey,
  directionTextClass as sideTextClass,
  statusKey,
  statusTone,
} from '../utils/fast-status';
import { formatMomentWithSeconds } from '../utils/fast-time';
import { FastCountdown } from './fast-countdown';

const COUNTDOWN_TICK_MS = 250;

/** One fast contract by id (`/order/detail/:id?kind=fast`): what was bought, the recorded prices, and the result. */
export function FastOrderDetail({ id }: { id: number }) {
  const isSignedIn = useIsSignedIn();
  useFastPushes(isSignedIn);
  const order = useFastContract(id);
  if (order.isPending) return <LoadingState />;
  if (order.isError) return <ErrorState message={order.error.message} onRetry={() => void order.refetch()} />;
  return <FastOrderFacts order={order.data} />;
}

function resultNote(status: number): 'fast.detail.tieNote' | 'fast.detail.voidNote' | null {
  if (status === FastContractStatus.tieRefunded) return 'fast.detail.tieNote';
  if (status === FastContractStatus.voidRefunded) return 'fast.detail.voidNote';
  return null;
}

function FastOrderFacts({ order }: { order: FastContractOrder }) {
  const { t, i18n } = useTranslation();
  const timeZone = usePreferencesStore((state) => state.timeZone);
  const accuracy = useFastPriceAccuracy()(order.symbol);
  const now = useNow(COUNTDOWN_TICK_MS);
  const isOpen = order.status === FastContractStatus.open;
  const price = (value: string | null) => formatPrice(value, accuracy);
  const time = (value: number | null) =>
    value === null ? NO_VALUE : formatMomentWithSeconds(value, timeZone, i18n.language);
  const note = resultNote(order.status);
  const items = [
    { label: t('fast.detail.no'), value: order.no, isLtr: true },
    { label: t('fast.detail.symbol'), value: order.symbol, isLtr: true },
    {
      label: t('fast.detail.direction'),
      value: <span className={sideTextClass(order.direction)}>{t(directionKey(order.direction))}</span>,
    },
    { label: t('fast.detail.stake'), value: `${formatUsdt(order.amount)} USDT`, isLtr: true },
    { label: t('fast.detail.period'), value: t('fast.seconds', { seconds: order.periodSeconds }) },
    { label: t('fast.detail.payoutRate'), value: formatRate(order.payoutRate), isLtr: true },
    {
      label: t('fast.detail.status'),
      value: <Badge tone={statusTone(order.status)}>{t(statusKey(order.status))}</Badge>,
    },
    {
      label: t('fast.detail.openPrice'),
      value: <span data-testid="fast-detail-open">{price(order.openPrice)}</span>,
      isLtr: true,
    },
    { label: t('fast.detail.openPriceAt'), value: time(order.openPriceAt) },
    { label: t('fast.detail.openedAt'), value: time(order.openedAt) },
    { label: t('fast.detail.expiresAt'), value: time(order.expiresAt) },
    {
      label: t('fast.detail.closePrice'),
      value: <span data-testid="fast-detail-close">{price(order.closePrice)}</span>,
      isLtr: true,
    },
    { label: t('fast.detail.closePriceAt'), value: time(order.closePriceAt) },
    {
      label: t('fast.detail.payout'),
      value: order.payout === null ? NO_VALUE : `${formatUsdt(order.payout)} USDT`,
      isLtr: true,
    },
    {
      label: t('fast.detail.profit'),
      value: (
        <span
          data-testid="fast-detail-profit"
          className={clsx(directionTextClass[directionOf(order.profit)])}
        >
          {order.profit === null ? NO_VALUE : `${formatSignedUsdt(order.profit)} USDT`}
        </span>
      ),
      isLtr: true,
    },
    { label: t('fast.detail.settledAt'), value: time(order.settledAt) },
  ];
  return (
    <div className="flex flex-col gap-4">
      {isOpen ? (
        <div className="flex items-center justify-between gap-3 rounded-2xl bg-surface-raised px-4 py-3">
          <span className="text-sm text-muted">{t('fast.detail.timeLeft')}</span>
          <FastCountdown openedAt={order.openedAt} expiresAt={order.expiresAt} nowMs={now} />
        </div>
      ) : null}
      <DetailList items={items} variant="card" />
      {note ? <p className="text-sm text-muted">{t(note)}</p> : null}
      <p className="text-xs text-muted">{t('fast.detail.priceSource')}</p>
    </div>
  );
}
