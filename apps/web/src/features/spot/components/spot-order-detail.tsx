import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { SpotFill } from '@exchange/contracts/http/spot/spot-common';
import { Badge } from '@exchange/ui/badge';
import { DetailList } from '@exchange/ui/detail-list';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date-time';
import { NO_VALUE, formatQuotePrice } from '@/lib/market-format';
import { useSpotPairs } from '../api/list-spot-pairs';
import { useSpotOrder } from '../api/get-spot-order';
import type { SpotOrderDetail as SpotOrderDetailData } from '../api/get-spot-order';
import { isOpenSpotOrder } from '../utils/spot-enums';
import { formatAssetAmount } from '../utils/spot-format';
import { orderTypeKey, sideKey, sideTextClass, statusKey, statusTone } from '../utils/spot-labels';
import { CancelSpotOrderButton } from './cancel-spot-order-button';

/** `/order/detail/:id?kind=coin`: one spot order, every field, its fills with their source prices, cancel while open. */
export function SpotOrderDetail({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const order = useSpotOrder(id);
  const pairs = useSpotPairs();
  const isMissing =
    id === null ||
    (order.error instanceof ApiError && (order.error.code === 404 || order.error.code === 400));
  if (isMissing) return <EmptyState message={t('orders.detail.notFound')} />;
  if (order.data) {
    const accuracy = pairs.data?.find((pair) => pair.symbol === order.data.symbol)?.priceAccuracy ?? 8;
    return <SpotOrderDetailView order={order.data} priceAccuracy={accuracy} />;
  }
  if (order.isError) return <ErrorState onRetry={() => void order.refetch()} />;
  return <LoadingState />;
}

function SpotOrderDetailView({
  order,
  priceAccuracy,
}: {
  order: SpotOrderDetailData;
  priceAccuracy: number;
}) {
  const { t, i18n } = useTranslation();
  const price = (value: string | null) => formatQuotePrice(value, priceAccuracy);
  const amount = (value: string | null, asset: string) =>
    value === null ? NO_VALUE : `${formatAssetAmount(value, asset)} ${asset}`;
  const time = (value: number | null) => (value === null ? NO_VALUE : formatDateTime(value, i18n.language));
  const items = [
    { label: t('orders.detail.no'), value: order.no, isLtr: true },
    { label: t('orders.detail.symbol'), value: `${order.baseAsset}/${order.quoteAsset}`, isLtr: true },
    {
      label: t('orders.detail.side'),
      value: <span className={sideTextClass(order.direction)}>{t(sideKey(order.direction))}</span>,
    },
    { label: t('orders.detail.type'), value: t(orderTypeKey(order)) },
    {
      label: t('orders.detail.status'),
      value: <Badge tone={statusTone(order.status)}>{t(statusKey(order.status))}</Badge>,
    },
    { label: t('orders.detail.price'), value: price(order.price), isLtr: true },
    ...(order.triggerPrice === null
      ? []
      : [{ label: t('orders.detail.trigger'), value: price(order.triggerPrice), isLtr: true }]),
    order.quantity === null
      ? {
          label: t('orders.detail.quoteAmount'),
          value: amount(order.quoteAmount, order.quoteAsset),
          isLtr: true,
        }
      : { label: t('orders.detail.quantity'), value: amount(order.quantity, order.baseAsset), isLtr: true },
    { label: t('orders.detail.filled'), value: amount(order.filledQuantity, order.baseAsset), isLtr: true },
    {
      label: t('orders.detail.filledTotal'),
      value: amount(order.filledQuoteAmount, order.quoteAsset),
      isLtr: true,
    },
    { label: t('orders.detail.averagePrice'), value: price(order.averagePrice), isLtr: true },
    { label: t('orders.detail.fee'), value: amount(order.fee, order.feeAsset), isLtr: true },
    ...(isOpenSpotOrder(order)
      ? [
          {
            label: t('orders.detail.held'),
            value: amount(order.frozenAmount, order.frozenAsset),
            isLtr: true,
          },
        ]
      : []),
    { label: t('orders.detail.createdAt'), value: time(order.createdAt) },
    { label: t('orders.detail.dealTime'), value: time(order.dealTime) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <DetailList items={items} variant="card" />
      {isOpenSpotOrder(order) ? <CancelSpotOrderButton order={order} /> : null}
      <section aria-labelledby="spot-fills" className="flex flex-col gap-2">
        <h2 id="spot-fills" className="text-base font-semibold">
          {t('orders.detail.fills')}
        </h2>
        {order.fills.length === 0 ? (
          <EmptyState message={t('orders.detail.noFills')} />
        ) : (
          <ol className="flex flex-col gap-3">
            {order.fills.map((fill, index) => (
              <li key={fill.id}>
                <FillCard fill={fill} index={index + 1} order={order} priceAccuracy={priceAccuracy} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** One fill: its price, quantity, total, fee, role and time, and the source price it was taken from. */
function FillCard({
  fill,
  index,
  order,
  priceAccuracy,
}: {
  fill: SpotFill;
  index: number;
  order: SpotOrderDetailData;
  priceAccuracy: number;
}) {
  const { t, i18n } = useTranslation();
  const price = (value: string) => formatQuotePrice(value, priceAccuracy);
  const source =
    fill.source === 'book'
      ? t('orders.fill.sourceBook', {
          level: String((fill.sourceLevel ?? 0) + 1),
          price: price(fill.sourcePrice),
        })
      : t('orders.fill.sourceLast', { price: price(fill.sourcePrice) });
  return (
    <article
      aria-label={t('orders.fill.label', { index })}
      className="rounded-2xl bg-surface-raised px-4 py-1"
    >
      <DetailList
        items={[
          { label: t('orders.fill.price'), value: price(fill.price), isLtr: true },
          {
            label: t('orders.fill.quantity'),
            value: `${formatAssetAmount(fill.quantity, order.baseAsset)} ${order.baseAsset}`,
            isLtr: true,
          },
          {
            label: t('orders.fill.total'),
            value: `${formatAssetAmount(fill.quoteAmount, order.quoteAsset)} ${order.quoteAsset}`,
            isLtr: true,
          },
          {
            label: t('orders.fill.fee'),
            value: `${formatAssetAmount(fill.fee, fill.feeAsset)} ${fill.feeAsset}`,
            isLtr: true,
          },
          {
            label: t('orders.fill.role'),
            value: (
              <span className={clsx(fill.role === 'maker' ? 'text-brand' : 'text-text')}>
                {t(fill.role === 'maker' ? 'orders.fill.maker' : 'orders.fill.taker')}
              </span>
            ),
          },
          { label: t('orders.fill.source'), value: source },
          { label: t('orders.fill.time'), value: formatDateTime(fill.createdAt, i18n.language) },
        ]}
      />
    </article>
  );
}
