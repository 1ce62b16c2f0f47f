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
import { realNameStatusLabel, realNameStatusOptions } from '@/lib/labels';
import { RealNameActionDialog } from './real-name-action-dialog';
import { RealNameDrawer } from './real-name-drawer';
import { useRealNamePage } from './real-name-queries';
import type { RealNameSortKey, RealNameSubmission } from './real-name-queries';

/** The real-name review queue: submissions under review first, each opened with its document images. */
export function RealNamesScreen() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ReviewFilterValues>({ status: '1', userId: '' });
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [sort, setSort] = useState<TableSort<RealNameSortKey>>();
  const [openId, setOpenId] = useState<number | null>(null);
  const [action, setAction] = useState<'approve' | 'reject' | null>(null);
  const page = useRealNamePage({ ...paging, ...sort, ...reviewFilterQuery(filters) });
  const open = page.data?.list.find((submission) => submission.id === openId) ?? null;
  const columns: Column<RealNameSubmission, RealNameSortKey>[] = [
    { key: 'id', sortKey: 'id', header: t('columns.id'), cell: (row) => row.id },
    { key: 'user', sortKey: 'userId', header: t('columns.userId'), cell: (row) => row.userId },
    { key: 'name', header: t('realNames.realName'), cell: (row) => row.realName },
    { key: 'nationality', header: t('realNames.nationality'), cell: (row) => row.nationality },
    {
      key: 'status',
      sortKey: 'status',
      header: t('columns.status'),
      cell: (row) => <Badge>{realNameStatusLabel(row.status)}</Badge>,
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
      <PageHeader title={t('nav.realNames')}>
        <ReviewFilters
          value={filters}
          statusOptions={realNameStatusOptions()}
          onChange={(next) => {
            setFilters(next);
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }}
        />
      </PageHeader>
      <DataTable
        caption={t('nav.realNames')}
        columns={columns}
        query={page}
        rowKey={(row) => row.id}
        rowLabel={(row) => t('realNames.detailTitle', { id: row.id })}
        onOpen={(row) => setOpenId(row.id)}
        paging={paging}
        onPagingChange={setPaging}
        sort={sort}
        onSortChange={setSort}
      />
      {open ? (
        <RealNameDrawer submission={open} onAction={setAction} onClose={() => setOpenId(null)} />
      ) : null}
      {open && action ? (
        <RealNameActionDialog
          submission={open}
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
