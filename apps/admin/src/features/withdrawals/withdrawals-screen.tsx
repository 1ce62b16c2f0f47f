import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewFilters, reviewFilterQuery } from '@/components/review-filters';
import type { ReviewFilterValues } from '@/components/review-filters';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import type { Column, TableSort } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { FIRST_PAGE } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format';
import { reviewStatusLabel } from '@/lib/labels';
import { WithdrawalActionDialog } from './withdrawal-action-dialog';
import { WithdrawalDrawer } from './withdrawal-drawer';
import { destinationText, useWithdrawalPage } from './withdrawal-queries';
import type { Withdrawal, WithdrawalActionKind, WithdrawalSortKey } from './withdrawal-queries';

/** The withdrawal review queue: approve for payout (two people above the limit), mark paid, or reject. */
export function WithdrawalsScreen() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ReviewFilterValues>({ status: '2', userId: '' });
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [sort, setSort] = useState<TableSort<WithdrawalSortKey>>();
  const [openId, setOpenId] = useState<number | null>(null);
  const [action, setAction] = useState<WithdrawalActionKind | null>(null);
  const page = useWithdrawalPage({ ...paging, ...sort, ...reviewFilterQuery(filters) });
  const open = page.data?.list.find((withdrawal) => withdrawal.id === openId) ?? null;
  const columns: Column<Withdrawal, WithdrawalSortKey>[] = [
    { key: 'no', sortKey: 'id', header: t('columns.no'), cell: (row) => row.no },
    { key: 'user', sortKey: 'userId', header: t('columns.userId'), cell: (row) => row.userId },
    {
      key: 'amount',
      sortKey: 'amount',
      header: t('columns.amount'),
      cell: (row) => `${row.amount} ${row.coin}`,
      isNumeric: true,
    },
    { key: 'destination', header: t('columns.destination'), cell: (row) => destinationText(row) },
    {
      key: 'approvals',
      header: t('withdrawals.approvals'),
      cell: (row) =>
        row.needsSecondApproval ? t('withdrawals.approvalsOf', { count: row.firstApprovedBy ? 1 : 0 }) : '—',
    },
    {
      key: 'status',
      sortKey: 'status',
      header: t('columns.status'),
      cell: (row) => <Badge>{reviewStatusLabel(row.status)}</Badge>,
    },
    {
      key: 'created',
      sortKey: 'createdAt',
      header: t('columns.createdAt'),
      cell: (row) => formatDateTime(row.createdAt),
    },
  ];
  return (
    <>
      <PageHeader title={t('nav.withdrawals')}>
        <ReviewFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }}
        />
      </PageHeader>
      <DataTable
        caption={t('nav.withdrawals')}
        columns={columns}
        query={page}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.no}
        onOpen={(row) => setOpenId(row.id)}
        paging={paging}
        onPagingChange={setPaging}
        sort={sort}
        onSortChange={setSort}
      />
      {open ? (
        <WithdrawalDrawer withdrawal={open} onAction={setAction} onClose={() => setOpenId(null)} />
      ) : null}
      {open && action ? (
        <WithdrawalActionDialog
          withdrawal={open}
          kind={action}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            setOpenId(null);
          }}
        />
      ) : null}
    </>
  );
}
