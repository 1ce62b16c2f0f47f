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
import { DepositActionDialog } from './deposit-action-dialog';
import { DepositDrawer } from './deposit-drawer';
import { useDepositPage } from './deposit-queries';
import type { Deposit, DepositSortKey } from './deposit-queries';

/** The deposit review queue: waiting claims first, each opened in a drawer with its proof. */
export function DepositsScreen() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ReviewFilterValues>({ status: '2', userId: '' });
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [sort, setSort] = useState<TableSort<DepositSortKey>>();
  const [openId, setOpenId] = useState<number | null>(null);
  const [action, setAction] = useState<'approve' | 'reject' | null>(null);
  const page = useDepositPage({ ...paging, ...sort, ...reviewFilterQuery(filters) });
  const open = page.data?.list.find((deposit) => deposit.id === openId) ?? null;
  const columns: Column<Deposit, DepositSortKey>[] = [
    { key: 'no', sortKey: 'id', header: t('columns.no'), cell: (row) => row.no },
    { key: 'user', sortKey: 'userId', header: t('columns.userId'), cell: (row) => row.userId },
    {
      key: 'amount',
      sortKey: 'amount',
      header: t('columns.amount'),
      cell: (row) => `${row.amount} ${row.coin}`,
      isNumeric: true,
    },
    { key: 'channel', header: t('columns.channel'), cell: (row) => `${row.channelName} ${row.chain}`.trim() },
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
      <PageHeader title={t('nav.deposits')}>
        <ReviewFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }}
        />
      </PageHeader>
      <DataTable
        caption={t('nav.deposits')}
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
      {open ? <DepositDrawer deposit={open} onAction={setAction} onClose={() => setOpenId(null)} /> : null}
      {open && action ? (
        <DepositActionDialog
          deposit={open}
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
