import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SpotFundRecord } from '@exchange/contracts/http/spot/spot-common';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LoadMore } from '@/components/ui/load-more';
import { formatDateTime } from '@/lib/format-date-time';
import { directionOf, directionTextClass, formatQuotePrice } from '@/lib/market-format';
import { useSpotPairs } from '../api/list-spot-pairs';
import { useSpotFundRecords } from '../api/page-spot-fund-records';
import { formatAssetAmount, formatSignedAssetAmount } from '../utils/spot-format';
import { sideKey, sideTextClass } from '../utils/spot-labels';
import { spotOrderDetailHref } from './spot-order-row';

/** `/order/coin/fund_detail`: every spot fill as what it moved in the spot wallet, newest first, paged as it scrolls. */
export function SpotFundRecords() {
  const { t } = useTranslation();
  const records = useSpotFundRecords();
  const pairs = useSpotPairs();
  if (records.isPending) return <LoadingState />;
  if (records.isError) return <ErrorState onRetry={() => void records.refetch()} />;
  const rows = records.data.pages.flatMap((page) => page.list);
  if (rows.length === 0) return <EmptyState message={t('orders.funds.empty')} />;
  const accuracyOf = (symbol: string) =>
    pairs.data?.find((pair) => pair.symbol === symbol)?.priceAccuracy ?? 8;
  return (
    <div className="flex flex-col">
      <ul
        aria-label={t('orders.funds.title')}
        className="divide-y divide-border rounded-2xl bg-surface-raised px-4"
      >
        {rows.map((record) => (
          <li key={record.id}>
            <FundRecordRow record={record} priceAccuracy={accuracyOf(record.symbol)} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={records.hasNextPage}
        isFetchingNextPage={records.isFetchingNextPage}
        fetchNextPage={() => void records.fetchNextPage()}
      />
    </div>
  );
}

function FundRecordRow({ record, priceAccuracy }: { record: SpotFundRecord; priceAccuracy: number }) {
  const { t, i18n } = useTranslation();
  const change = (value: string, asset: string) => (
    <span className={clsx('font-medium tabular-nums', directionTextClass[directionOf(value)])}>
      {formatSignedAssetAmount(value, asset)} {asset}
    </span>
  );
  return (
    <Link
      to={spotOrderDetailHref(record.orderId)}
      aria-label={t('orders.funds.record', { no: record.orderNo })}
      className="flex flex-col gap-1 py-3 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span className="flex flex-wrap items-center gap-x-2 text-sm">
        <span dir="ltr" className="font-semibold">
          {record.baseAsset}/{record.quoteAsset}
        </span>
        <span className={clsx('font-medium', sideTextClass(record.direction))}>
          {t(sideKey(record.direction))}
        </span>
        <span className="text-muted">
          {t(record.role === 'maker' ? 'orders.fill.maker' : 'orders.fill.taker')}
        </span>
        <span className="ms-auto text-xs text-muted">{formatDateTime(record.createdAt, i18n.language)}</span>
      </span>
      <span dir="ltr" className="flex flex-wrap gap-x-4 text-sm">
        {change(record.baseChange, record.baseAsset)}
        {change(record.quoteChange, record.quoteAsset)}
      </span>
      <span className="flex flex-wrap gap-x-4 text-xs text-muted">
        <span>
          {t('orders.fill.price')}{' '}
          <span dir="ltr" className="tabular-nums">
            {formatQuotePrice(record.price, priceAccuracy)}
          </span>
        </span>
        <span>
          {t('orders.fill.fee')}{' '}
          <span dir="ltr" className="tabular-nums">
            {formatAssetAmount(record.fee, record.feeAsset)} {record.feeAsset}
          </span>
        </span>
      </span>
    </Link>
  );
}
