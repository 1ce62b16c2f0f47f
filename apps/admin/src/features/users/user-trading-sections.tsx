import { useTranslation } from 'react-i18next';
import { ADMIN_USER_VIEW_LIMIT } from '@exchange/contracts/http/admin/index';
import type { Column } from '@/components/ui/data-table';
import { NO_VALUE } from '@exchange/ui/format';
import { formatAssetAmount, formatDateTime, formatExact } from '@/lib/format';
import {
  blockStatusLabel,
  fastDirectionLabel,
  fastStatusLabel,
  stockDirectionLabel,
  stockStatusLabel,
} from './user-product-labels';
import type {
  UserBlockOrder,
  UserFastContract,
  UserStockHolding,
  UserStockOrder,
  UserView,
} from './user-queries';
import { ViewTable } from './view-table';

/** Fast contracts, stocks and block trades are staked, priced and paid in USDT. */
const USDT = 'USDT';
const limit = ADMIN_USER_VIEW_LIMIT;

function FastContractsSection({ rows }: { rows: readonly UserFastContract[] }) {
  const { t } = useTranslation();
  const columns: Column<UserFastContract>[] = [
    { key: 'no', header: t('columns.no'), cell: (row) => row.no },
    { key: 'symbol', header: t('users.symbol'), cell: (row) => row.symbol },
    {
      key: 'direction',
      header: t('userProducts.direction'),
      cell: (row) =>
        `${fastDirectionLabel(row.direction)} · ${t('userProducts.periodSeconds', { count: row.periodSeconds })}`,
    },
    {
      key: 'stake',
      header: t('userProducts.stake'),
      cell: (row) => formatAssetAmount(row.amount, USDT),
      isNumeric: true,
    },
    {
      key: 'payout',
      header: t('userProducts.payout'),
      cell: (row) => (row.payout === null ? NO_VALUE : formatAssetAmount(row.payout, USDT)),
      isNumeric: true,
    },
    { key: 'status', header: t('columns.status'), cell: (row) => fastStatusLabel(row.status) },
    { key: 'opened', header: t('userProducts.opened'), cell: (row) => formatDateTime(row.openedAt) },
  ];
  return (
    <ViewTable
      title={t('userProducts.fastContracts', { limit })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
    />
  );
}

function StockHoldingsSection({ rows }: { rows: readonly UserStockHolding[] }) {
  const { t } = useTranslation();
  const columns: Column<UserStockHolding>[] = [
    { key: 'symbol', header: t('users.symbol'), cell: (row) => row.symbol },
    {
      key: 'quantity',
      header: t('users.quantity'),
      cell: (row) => formatExact(row.quantity),
      isNumeric: true,
    },
    {
      key: 'reserved',
      header: t('userProducts.reserved'),
      cell: (row) => formatExact(row.reservedQuantity),
      isNumeric: true,
    },
    {
      key: 'cost',
      header: t('userProducts.costBasis'),
      cell: (row) => formatAssetAmount(row.costBasis, USDT),
      isNumeric: true,
    },
  ];
  return (
    <ViewTable
      title={t('userProducts.stockHoldings')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.symbol}
    />
  );
}

function StockOrdersSection({ rows }: { rows: readonly UserStockOrder[] }) {
  const { t } = useTranslation();
  const columns: Column<UserStockOrder>[] = [
    { key: 'no', header: t('columns.no'), cell: (row) => row.no },
    { key: 'symbol', header: t('users.symbol'), cell: (row) => row.symbol },
    { key: 'side', header: t('users.side'), cell: (row) => stockDirectionLabel(row.direction) },
    {
      key: 'quantity',
      header: t('users.quantity'),
      cell: (row) => formatExact(row.dealQuantity ?? row.quantity),
      isNumeric: true,
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      cell: (row) => formatAssetAmount(row.dealAmount ?? row.amount ?? row.heldAmount, USDT),
      isNumeric: true,
    },
    { key: 'status', header: t('columns.status'), cell: (row) => stockStatusLabel(row.status) },
    { key: 'time', header: t('users.time'), cell: (row) => formatDateTime(row.createdAt) },
  ];
  return (
    <ViewTable
      title={t('userProducts.stockOrders', { limit })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
    />
  );
}

function BlockOrdersSection({ rows }: { rows: readonly UserBlockOrder[] }) {
  const { t } = useTranslation();
  const columns: Column<UserBlockOrder>[] = [
    { key: 'no', header: t('columns.no'), cell: (row) => row.no },
    {
      key: 'quantity',
      header: t('users.quantity'),
      cell: (row) => formatAssetAmount(row.quantity, row.baseAsset),
      isNumeric: true,
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      cell: (row) => formatAssetAmount(row.amount, row.quoteAsset),
      isNumeric: true,
    },
    { key: 'status', header: t('columns.status'), cell: (row) => blockStatusLabel(row.status) },
    {
      key: 'locked',
      header: t('userProducts.lockedUntil'),
      cell: (row) => formatDateTime(row.lockedUntil),
    },
    { key: 'time', header: t('users.time'), cell: (row) => formatDateTime(row.createdAt) },
  ];
  return (
    <ViewTable
      title={t('userProducts.blockOrders', { limit })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
    />
  );
}

/** Fast contracts, stock holdings and orders, block orders: each only when the server runs that product. */
export function UserTradingSections({ view }: { view: UserView }) {
  return (
    <>
      {view.fastContracts ? <FastContractsSection rows={view.fastContracts} /> : null}
      {view.stockHoldings ? <StockHoldingsSection rows={view.stockHoldings} /> : null}
      {view.stockOrders ? <StockOrdersSection rows={view.stockOrders} /> : null}
      {view.blockOrders ? <BlockOrdersSection rows={view.blockOrders} /> : null}
    </>
  );
}
