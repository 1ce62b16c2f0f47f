import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { NO_VALUE } from '@exchange/ui/format';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { FIRST_PAGE } from '@/components/ui/pagination';
import type { Paging } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { InviteCodeDialog } from './invite-code-dialog';
import { InviteCodeFilters } from './invite-code-filters';
import { codeStatusText, isSuspended, percentText } from './invite-labels';
import { useInviteCodes } from './invite-queries';
import type { AdminInviteCode, InviteCodeAction, InviteCodeFilter } from './invite-queries';

function suspensionText(row: AdminInviteCode): string {
  if (!isSuspended(row.status)) return NO_VALUE;
  return `${row.suspendedBy ?? NO_VALUE}: ${row.suspendRemark ?? NO_VALUE}`;
}

/** The codes, newest first, searchable by code or owner; Suspend and Restore only for users.restrict. */
export function InviteCodesPanel() {
  const { t } = useTranslation();
  const canRestrict = useCan(StaffPermission.usersRestrict);
  const [filter, setFilter] = useState<InviteCodeFilter>({});
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const page = useInviteCodes(paging, filter);
  const [acting, setActing] = useState<{ row: AdminInviteCode; kind: InviteCodeAction } | null>(null);
  const columns: Column<AdminInviteCode>[] = [
    { key: 'code', header: t('invite.column.code'), cell: (row) => <span dir="ltr">{row.code}</span> },
    { key: 'owner', header: t('invite.column.owner'), cell: (row) => row.userId },
    { key: 'label', header: t('invite.column.label'), cell: (row) => row.label || NO_VALUE },
    {
      key: 'kickback',
      header: t('invite.column.kickback'),
      isNumeric: true,
      cell: (row) => percentText(row.kickbackRate),
    },
    { key: 'friends', header: t('invite.column.friends'), isNumeric: true, cell: (row) => row.friends },
    {
      key: 'default',
      header: t('invite.column.isDefault'),
      cell: (row) => t(row.isDefault ? 'common.yes' : 'common.no'),
    },
    {
      key: 'status',
      header: t('invite.column.status'),
      cell: (row) => (
        <Badge tone={isSuspended(row.status) ? 'danger' : 'success'}>{codeStatusText(row.status)}</Badge>
      ),
    },
    { key: 'suspension', header: t('invite.column.suspension'), cell: suspensionText },
    { key: 'created', header: t('invite.column.createdAt'), cell: (row) => formatDateTime(row.createdAt) },
  ];
  const actions: Column<AdminInviteCode> = {
    key: 'actions',
    header: t('invite.column.actions'),
    cell: (row) => {
      const kind: InviteCodeAction = isSuspended(row.status) ? 'restore' : 'suspend';
      return (
        <Button
          isSmall
          variant={kind === 'suspend' ? 'danger' : 'secondary'}
          aria-label={t(`invite.${kind}Code`, { code: row.code })}
          onClick={() => setActing({ row, kind })}
        >
          {t(`invite.${kind}`)}
        </Button>
      );
    },
  };
  return (
    <section className="flex flex-col gap-3" aria-labelledby="invite-codes-heading">
      <h2 id="invite-codes-heading" className="font-semibold">
        {t('invite.codesTitle')}
      </h2>
      <p className="text-sm text-muted">{t('invite.codesIntro')}</p>
      <InviteCodeFilters
        onChange={(next) => {
          setFilter(next);
          setPaging((current) => ({ ...current, pageNo: 1 }));
        }}
      />
      <DataTable
        caption={t('invite.codesTitle')}
        columns={canRestrict ? [...columns, actions] : columns}
        query={page}
        rowKey={(row) => row.id}
        paging={paging}
        onPagingChange={setPaging}
        emptyMessage={t('invite.noCodes')}
      />
      {acting ? (
        <InviteCodeDialog row={acting.row} kind={acting.kind} onClose={() => setActing(null)} />
      ) : null}
    </section>
  );
}
