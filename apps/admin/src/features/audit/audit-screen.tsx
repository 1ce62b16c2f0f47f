import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import type { Column, TableSort } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { FIRST_PAGE } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format';
import { AuditDrawer } from './audit-drawer';
import { AuditFilters, auditFilterQuery, NO_AUDIT_FILTERS } from './audit-filters';
import { useAuditPage } from './audit-queries';
import type { AuditEntry, AuditSortKey } from './audit-queries';

const SUCCESS_STATUS = 200;

/** The append-only log of staff actions, newest first, searchable; read-only by construction. */
export function AuditScreen() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(NO_AUDIT_FILTERS);
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [sort, setSort] = useState<TableSort<AuditSortKey>>();
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const page = useAuditPage({ ...paging, ...sort, ...auditFilterQuery(filters) });
  const columns: Column<AuditEntry, AuditSortKey>[] = [
    {
      key: 'time',
      sortKey: 'createdAt',
      header: t('audit.time'),
      cell: (row) => formatDateTime(row.createdAt),
    },
    {
      key: 'staff',
      sortKey: 'staffId',
      header: t('audit.staff'),
      cell: (row) => row.staffUsername ?? row.staffId ?? '—',
    },
    {
      key: 'action',
      sortKey: 'action',
      header: t('audit.action'),
      cell: (row) => <code className="text-xs">{row.action}</code>,
    },
    { key: 'target', header: t('audit.target'), cell: (row) => row.target ?? '—' },
    {
      key: 'result',
      sortKey: 'status',
      header: t('audit.result'),
      cell: (row) =>
        row.status === SUCCESS_STATUS ? (
          <Badge tone="success">{row.status}</Badge>
        ) : (
          <Badge tone="danger">{`${row.status} ${row.error ?? ''}`.trim()}</Badge>
        ),
    },
  ];
  return (
    <>
      <PageHeader title={t('nav.audit')} />
      <div className="mb-4">
        <AuditFilters
          onApply={(values) => {
            setFilters(values);
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }}
        />
      </div>
      <DataTable
        caption={t('nav.audit')}
        columns={columns}
        query={page}
        rowKey={(row) => row.id}
        rowLabel={(row) => t('audit.entryTitle', { id: row.id })}
        onOpen={setOpen}
        paging={paging}
        onPagingChange={setPaging}
        sort={sort}
        onSortChange={setSort}
      />
      {open ? <AuditDrawer entry={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
