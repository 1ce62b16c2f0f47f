import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USER_VIEW_LIMIT } from '@exchange/contracts/http/admin/index';
import { Button } from '@exchange/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { FIRST_PAGE } from '@/components/ui/pagination';
import { formatAmount, formatAssetAmount, formatDateTime, formatExact } from '@/lib/format';
import { directionLabel, orderStatusLabel } from './user-labels';
import { ledgerSideText, useUserLedgerPage } from './user-queries';
import type { UserBalance, UserLedgerEntry, UserOrder, UserPosition, UserView } from './user-queries';
import { UserProductSections } from './user-product-sections';
import { ViewSection, ViewTable } from './view-table';
import { CoinIcon } from '@exchange/ui/coin-icon';

function useLedgerColumns(): Column<UserLedgerEntry>[] {
  const { t } = useTranslation();
  return [
    { key: 'time', header: t('users.time'), cell: (row) => formatDateTime(row.createdAt) },
    { key: 'type', header: t('users.businessType'), cell: (row) => row.businessType },
    {
      key: 'amount',
      header: t('columns.amount'),
      cell: (row) => formatAssetAmount(row.amount, row.coin),
      isNumeric: true,
    },
    { key: 'from', header: t('users.from'), cell: (row) => ledgerSideText(row.debit) },
    { key: 'to', header: t('users.to'), cell: (row) => ledgerSideText(row.credit) },
    { key: 'ref', header: t('users.reference'), cell: (row) => row.reason ?? row.ref ?? '—' },
  ];
}

/** Every transfer of the user, server-paged (`user/ledger-page`). */
function FullLedger({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState(FIRST_PAGE);
  const page = useUserLedgerPage(userId, paging);
  return (
    <DataTable
      caption={t('users.fullLedger')}
      columns={useLedgerColumns()}
      query={page}
      rowKey={(row) => row.id}
      paging={paging}
      onPagingChange={setPaging}
    />
  );
}

function LedgerSection({ view }: { view: UserView }) {
  const { t } = useTranslation();
  const [isFull, setIsFull] = useState(false);
  const columns = useLedgerColumns();
  const toggle = (
    <Button variant="ghost" isSmall aria-expanded={isFull} onClick={() => setIsFull((current) => !current)}>
      {t(isFull ? 'users.latestLedger' : 'users.fullLedger')}
    </Button>
  );
  if (isFull)
    return (
      <ViewSection title={t('users.fullLedger')} aside={toggle}>
        <FullLedger userId={view.user.id} />
      </ViewSection>
    );
  return (
    <ViewTable
      title={t('users.ledger', { limit: ADMIN_USER_VIEW_LIMIT })}
      columns={columns}
      rows={view.ledger}
      rowKey={(row) => row.id}
      aside={toggle}
    />
  );
}

/** Wallet balances, open positions, the latest contract orders, every product's holdings and the ledger of one user. */
export function UserViewSections({ view }: { view: UserView }) {
  const { t } = useTranslation();
  const balanceColumns: Column<UserBalance>[] = [
    { key: 'wallet', header: t('users.wallet'), cell: (row) => row.wallet },
    {
      key: 'coin',
      header: t('users.asset'),
      cell: (row) => (
        <span className="inline-flex items-center gap-2">
          <CoinIcon symbol={row.coin} size={20} />
          {row.coin}
        </span>
      ),
    },
    {
      key: 'available',
      header: t('users.available'),
      cell: (row) => formatAmount(row.available),
      isNumeric: true,
    },
    { key: 'frozen', header: t('users.held'), cell: (row) => formatAmount(row.frozen), isNumeric: true },
  ];
  const positionColumns: Column<UserPosition>[] = [
    { key: 'symbol', header: t('users.symbol'), cell: (row) => row.symbol },
    { key: 'side', header: t('users.side'), cell: (row) => `${directionLabel(row.direction)} ${row.lever}×` },
    {
      key: 'quantity',
      header: t('users.quantity'),
      cell: (row) => formatExact(row.quantity),
      isNumeric: true,
    },
    {
      key: 'entry',
      header: t('users.entryPrice'),
      cell: (row) => formatExact(row.entryPrice),
      isNumeric: true,
    },
    { key: 'margin', header: t('users.margin'), cell: (row) => formatAmount(row.margin), isNumeric: true },
    { key: 'opened', header: t('users.time'), cell: (row) => formatDateTime(row.createdAt) },
  ];
  const orderColumns: Column<UserOrder>[] = [
    { key: 'no', header: t('columns.no'), cell: (row) => row.no },
    { key: 'symbol', header: t('users.symbol'), cell: (row) => row.symbol },
    {
      key: 'side',
      header: t('users.side'),
      cell: (row) =>
        `${t(row.action === 2 ? 'users.close' : 'users.open')} ${directionLabel(row.direction)} ${row.lever}×`,
    },
    {
      key: 'quantity',
      header: t('users.quantity'),
      cell: (row) => formatExact(row.quantity),
      isNumeric: true,
    },
    {
      key: 'price',
      header: t('users.price'),
      cell: (row) => formatExact(row.dealPrice ?? row.price),
      isNumeric: true,
    },
    { key: 'status', header: t('columns.status'), cell: (row) => orderStatusLabel(row.status) },
    { key: 'time', header: t('users.time'), cell: (row) => formatDateTime(row.createdAt) },
  ];
  return (
    <div className="flex flex-col gap-6">
      <ViewTable
        title={t('users.balances')}
        columns={balanceColumns}
        rows={view.balances}
        rowKey={(row) => `${row.wallet}:${row.coin}`}
      />
      <ViewTable
        title={t('users.positions', { total: view.openPositionCount })}
        columns={positionColumns}
        rows={view.positions}
        rowKey={(row) => row.id}
      />
      <ViewTable
        title={t('users.orders', { limit: ADMIN_USER_VIEW_LIMIT })}
        columns={orderColumns}
        rows={view.orders}
        rowKey={(row) => row.id}
      />
      <UserProductSections view={view} />
      <LedgerSection view={view} />
    </div>
  );
}
