import { useTranslation } from 'react-i18next';
import { ADMIN_USER_VIEW_LIMIT } from '@exchange/contracts/http/admin/index';
import { NO_VALUE } from '@exchange/ui/format';
import type { Column } from '@/components/ui/data-table';
import { formatAssetAmount, formatDateTime } from '@/lib/format';
import {
  aiKindLabel,
  aiStatusLabel,
  loanStatusLabel,
  subscriptionKindLabel,
  subscriptionStatusLabel,
} from './user-product-labels';
import type { UserAiOrder, UserLoan, UserSubscriptionOrder, UserView } from './user-queries';
import { UserTradingSections } from './user-trading-sections';
import { UserVipSection } from './user-vip-section';
import { ViewTable } from './view-table';

/** Subscriptions are paid in USDT. */
const USDT = 'USDT';
const limit = ADMIN_USER_VIEW_LIMIT;

const orNone = (value: string | null, asset: string) =>
  value === null ? NO_VALUE : formatAssetAmount(value, asset);

function LoansSection({ rows }: { rows: readonly UserLoan[] }) {
  const { t } = useTranslation();
  const columns: Column<UserLoan>[] = [
    { key: 'no', header: t('columns.no'), cell: (row) => row.no },
    {
      key: 'collateral',
      header: t('userProducts.collateral'),
      cell: (row) => formatAssetAmount(row.collateralAmount, row.collateralCoin),
      isNumeric: true,
    },
    {
      key: 'borrowed',
      header: t('userProducts.borrowed'),
      cell: (row) => formatAssetAmount(row.borrowedAmount, row.loanCoin),
      isNumeric: true,
    },
    {
      key: 'debt',
      header: t('userProducts.debt'),
      cell: (row) => formatAssetAmount(row.debt, row.loanCoin),
      isNumeric: true,
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) =>
        row.isMarginCalled
          ? t('userProducts.marginCalled', { status: loanStatusLabel(row.status) })
          : loanStatusLabel(row.status),
    },
    { key: 'borrowedAt', header: t('users.time'), cell: (row) => formatDateTime(row.borrowedAt) },
    { key: 'due', header: t('userProducts.due'), cell: (row) => formatDateTime(row.dueAt) },
  ];
  return (
    <ViewTable
      title={t('userProducts.loans', { limit })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
    />
  );
}

function AiOrdersSection({ rows }: { rows: readonly UserAiOrder[] }) {
  const { t } = useTranslation();
  const columns: Column<UserAiOrder>[] = [
    { key: 'no', header: t('columns.no'), cell: (row) => row.no },
    { key: 'product', header: t('userProducts.product'), cell: (row) => row.productName },
    { key: 'kind', header: t('userProducts.strategy'), cell: (row) => aiKindLabel(row.terms.kind) },
    {
      key: 'amount',
      header: t('columns.amount'),
      cell: (row) => formatAssetAmount(row.amount, row.terms.quoteAsset),
      isNumeric: true,
    },
    {
      key: 'value',
      header: t('userProducts.value'),
      cell: (row) => orNone(row.value, row.terms.quoteAsset),
      isNumeric: true,
    },
    {
      key: 'profit',
      header: t('userProducts.profit'),
      cell: (row) => orNone(row.profit, row.terms.quoteAsset),
      isNumeric: true,
    },
    { key: 'status', header: t('columns.status'), cell: (row) => aiStatusLabel(row.status) },
    { key: 'started', header: t('userProducts.started'), cell: (row) => formatDateTime(row.startedAt) },
    { key: 'settled', header: t('userProducts.settled'), cell: (row) => formatDateTime(row.settledAt) },
  ];
  return (
    <ViewTable
      title={t('userProducts.aiOrders', { limit })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
    />
  );
}

function SubscriptionOrdersSection({ rows }: { rows: readonly UserSubscriptionOrder[] }) {
  const { t } = useTranslation();
  const columns: Column<UserSubscriptionOrder>[] = [
    { key: 'no', header: t('columns.no'), cell: (row) => row.no },
    { key: 'project', header: t('userProducts.project'), cell: (row) => row.projectName },
    { key: 'kind', header: t('userProducts.kind'), cell: (row) => subscriptionKindLabel(row.kind) },
    {
      key: 'quantity',
      header: t('users.quantity'),
      cell: (row) => formatAssetAmount(row.quantity, row.symbol),
      isNumeric: true,
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      cell: (row) => formatAssetAmount(row.amount, USDT),
      isNumeric: true,
    },
    {
      key: 'allotted',
      header: t('userProducts.allotted'),
      cell: (row) => orNone(row.allottedQuantity, row.symbol),
      isNumeric: true,
    },
    { key: 'status', header: t('columns.status'), cell: (row) => subscriptionStatusLabel(row.status) },
    {
      key: 'committed',
      header: t('userProducts.committed'),
      cell: (row) => formatDateTime(row.committedAt),
    },
  ];
  return (
    <ViewTable
      title={t('userProducts.subscriptionOrders', { limit })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
    />
  );
}

/**
 * What the user holds in every product beyond contracts: the VIP level, fast contracts, stocks, block orders, loans,
 * AI orders and subscriptions. A product the server runs without sends no field, and its section is left out.
 */
export function UserProductSections({ view }: { view: UserView }) {
  return (
    <div className="flex flex-col gap-6">
      {view.vip ? <UserVipSection vip={view.vip} /> : null}
      <UserTradingSections view={view} />
      {view.loans ? <LoansSection rows={view.loans} /> : null}
      {view.aiOrders ? <AiOrdersSection rows={view.aiOrders} /> : null}
      {view.subscriptionOrders ? <SubscriptionOrdersSection rows={view.subscriptionOrders} /> : null}
    </div>
  );
}
