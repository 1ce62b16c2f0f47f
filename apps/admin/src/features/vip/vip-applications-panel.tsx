import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { SelectField } from '@exchange/ui/select-field';
import { ActionDialog } from '@/components/ui/action-dialog';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { FIRST_PAGE } from '@/components/ui/pagination';
import type { Paging } from '@/components/ui/pagination';
import { TextAreaField } from '@/components/ui/text-area-field';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/staff-session';
import { useDecideVipApplication, useVipApplications } from './vip-queries';
import type { AdminVipApplication, VipDecision } from './vip-queries';

const STATUS_KEYS: Record<number, 'pending' | 'approved' | 'rejected'> = {
  0: 'pending',
  1: 'approved',
  '-1': 'rejected',
};
const TONES = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

/** Approve or reject with a remark (required to reject; the user sees it). */
function DecisionDialog({
  row,
  kind,
  onClose,
}: {
  row: AdminVipApplication;
  kind: VipDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideVipApplication();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <ActionDialog
      title={t(`vip.${kind}Title`, { id: row.id })}
      summary={t(`vip.${kind}Summary`, { userId: row.userId, level: row.level, current: row.currentLevel })}
      changes={[t('vip.noteLine', { note: row.note || t('vip.none') })]}
      confirmLabel={t(`vip.${kind}`)}
      confirmVariant={kind === 'reject' ? 'danger' : 'primary'}
      isPending={decide.isPending}
      onClose={onClose}
      onSubmit={() => {
        if (kind === 'reject' && remark.trim() === '') {
          setError(t('validation.required', { field: t('vip.remark') }));
          return;
        }
        decide.mutate(
          { kind, id: row.id, remark: remark.trim() },
          {
            onSuccess: () => {
              notify.success(t(`vip.${kind}Done`, { id: row.id }));
              onClose();
            },
            onError: () => onClose(),
          },
        );
      }}
    >
      <TextAreaField
        label={t('vip.remark')}
        value={remark}
        maxLength={500}
        error={error}
        onChange={(event) => setRemark(event.target.value)}
      />
    </ActionDialog>
  );
}

/** The application queue (member VIP create): pending oldest first; each decided once, audited, pushed to the user. */
export function VipApplicationsPanel() {
  const { t } = useTranslation();
  const canDecide = useCan(StaffPermission.usersRestrict);
  const [status, setStatus] = useState(0);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const page = useVipApplications(paging, status);
  const [deciding, setDeciding] = useState<{ row: AdminVipApplication; kind: VipDecision } | null>(null);
  const columns: Column<AdminVipApplication>[] = [
    { key: 'id', header: t('columns.id'), cell: (row) => row.id },
    { key: 'user', header: t('vip.user'), cell: (row) => row.userId },
    { key: 'level', header: t('vip.applied'), cell: (row) => `VIP${row.level}` },
    { key: 'current', header: t('vip.current'), cell: (row) => `VIP${row.currentLevel}` },
    { key: 'note', header: t('vip.note'), cell: (row) => row.note || '—' },
    {
      key: 'status',
      header: t('vip.status'),
      cell: (row) => {
        const key = STATUS_KEYS[row.status] ?? 'pending';
        return <Badge tone={TONES[key]}>{t(`vip.statusName.${key}`)}</Badge>;
      },
    },
    { key: 'created', header: t('vip.created'), cell: (row) => formatDateTime(row.createdAt) },
    {
      key: 'actions',
      header: t('vip.actions'),
      cell: (row) =>
        row.status === 0 && canDecide ? (
          <div className="flex gap-2">
            <Button isSmall onClick={() => setDeciding({ row, kind: 'approve' })}>
              {t('vip.approve')}
            </Button>
            <Button isSmall variant="danger" onClick={() => setDeciding({ row, kind: 'reject' })}>
              {t('vip.reject')}
            </Button>
          </div>
        ) : (
          (row.remark ?? '')
        ),
    },
  ];
  return (
    <section className="flex flex-col gap-3" aria-labelledby="vip-applications-heading">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="vip-applications-heading" className="font-semibold">
          {t('vip.applicationsTitle')}
        </h2>
        <SelectField
          label={t('vip.status')}
          value={String(status)}
          options={[0, 1, -1].map((value) => ({
            value: String(value),
            label: t(`vip.statusName.${STATUS_KEYS[value] ?? 'pending'}`),
          }))}
          onChange={(event) => {
            setStatus(Number(event.target.value));
            setPaging(FIRST_PAGE);
          }}
        />
      </div>
      <DataTable
        caption={t('vip.applicationsTitle')}
        columns={columns}
        query={page}
        rowKey={(row) => row.id}
        paging={paging}
        onPagingChange={setPaging}
        emptyMessage={t('vip.noApplications')}
      />
      {deciding ? (
        <DecisionDialog row={deciding.row} kind={deciding.kind} onClose={() => setDeciding(null)} />
      ) : null}
    </section>
  );
}
