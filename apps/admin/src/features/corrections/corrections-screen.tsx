import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrectionStatus, StaffPermission } from '@exchange/contracts/http/admin/index';
import { ReviewFilters, reviewFilterQuery } from '@/components/review-filters';
import type { ReviewFilterValues } from '@/components/review-filters';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { Column, TableSort } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { FIRST_PAGE } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { CorrectionActionDialog } from './correction-action-dialog';
import { CorrectionDrawer } from './correction-drawer';
import { CorrectionStatusBadge } from './correction-status-badge';
import { correctionStatusOptions, useCorrectionPage } from './correction-queries';
import type { Correction, CorrectionActionKind, CorrectionSortKey } from './correction-queries';
import { ProposeCorrectionDialog } from './propose-correction-dialog';

/** Balance corrections: one account proposes a ledger transfer against a house account, another approves it. */
export function CorrectionsScreen() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.correctionsWrite);
  const [filters, setFilters] = useState<ReviewFilterValues>({
    status: String(CorrectionStatus.waiting),
    userId: '',
  });
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [sort, setSort] = useState<TableSort<CorrectionSortKey>>();
  const [openId, setOpenId] = useState<number | null>(null);
  const [action, setAction] = useState<CorrectionActionKind | null>(null);
  const [isProposing, setIsProposing] = useState(false);
  const page = useCorrectionPage({ ...paging, ...sort, ...reviewFilterQuery(filters) });
  const open = page.data?.list.find((correction) => correction.id === openId) ?? null;
  const columns: Column<Correction, CorrectionSortKey>[] = [
    { key: 'id', sortKey: 'id', header: t('columns.id'), cell: (row) => row.id },
    { key: 'user', sortKey: 'userId', header: t('columns.userId'), cell: (row) => row.userId },
    {
      key: 'amount',
      sortKey: 'amount',
      header: t('columns.amount'),
      cell: (row) => `${row.direction === -1 ? '−' : '+'}${row.amount} ${row.asset}`,
      isNumeric: true,
    },
    { key: 'wallet', header: t('corrections.wallet'), cell: (row) => row.wallet },
    { key: 'house', header: t('corrections.houseAccount'), cell: (row) => row.houseAccount },
    {
      key: 'status',
      sortKey: 'status',
      header: t('columns.status'),
      cell: (row) => <CorrectionStatusBadge status={row.status} />,
    },
    {
      key: 'proposedBy',
      header: t('corrections.proposedBy'),
      cell: (row) => row.proposedByName ?? row.proposedBy,
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
      <PageHeader title={t('nav.corrections')}>
        <ReviewFilters
          value={filters}
          statusOptions={correctionStatusOptions()}
          onChange={(next) => {
            setFilters(next);
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }}
        />
        {canWrite ? <Button onClick={() => setIsProposing(true)}>{t('corrections.propose')}</Button> : null}
      </PageHeader>
      <DataTable
        caption={t('nav.corrections')}
        columns={columns}
        query={page}
        rowKey={(row) => row.id}
        rowLabel={(row) => t('corrections.detailTitle', { id: row.id })}
        onOpen={(row) => setOpenId(row.id)}
        paging={paging}
        onPagingChange={setPaging}
        sort={sort}
        onSortChange={setSort}
      />
      {open ? (
        <CorrectionDrawer correction={open} onAction={setAction} onClose={() => setOpenId(null)} />
      ) : null}
      {open && action ? (
        <CorrectionActionDialog
          correction={open}
          kind={action}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            setOpenId(null);
          }}
        />
      ) : null}
      {isProposing ? (
        <ProposeCorrectionDialog onClose={() => setIsProposing(false)} onDone={() => setIsProposing(false)} />
      ) : null}
    </>
  );
}
