import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { MerchantStatus } from '@exchange/contracts/http/c2c/c2c-common';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { NO_VALUE } from '@exchange/ui/format';
import { SelectField } from '@exchange/ui/select-field';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { FIRST_PAGE } from '@/components/ui/pagination';
import type { Paging } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import {
  completionRateText,
  merchantStatusOptions,
  merchantStatusText,
  merchantStatusTone,
} from './c2c-labels';
import { useMerchants } from './c2c-queries';
import type { AdminMerchant, MerchantDecision } from './c2c-queries';
import { MerchantDecisionDialog } from './merchant-decision-dialog';

/** The decisions open to a merchant in each status (the server allows exactly these). */
function decisionsFor(status: number): MerchantDecision[] {
  if (status === MerchantStatus.applied) return ['approve', 'reject'];
  if (status === MerchantStatus.approved) return ['suspend'];
  if (status === MerchantStatus.suspended) return ['approve'];
  return [];
}

function decisionText(row: AdminMerchant): string {
  if (row.decidedAt === null) return NO_VALUE;
  const by = `${row.decidedBy ?? NO_VALUE}, ${formatDateTime(row.decidedAt)}`;
  return row.remark ? `${by}: ${row.remark}` : by;
}

/** Applications and merchants, waiting ones first; approve, reject and suspend only with c2c.decide. */
export function MerchantsPanel() {
  const { t } = useTranslation();
  const canDecide = useCan(StaffPermission.c2cDecide);
  const [status, setStatus] = useState('');
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const page = useMerchants(paging, status === '' ? undefined : Number(status));
  const [acting, setActing] = useState<{ row: AdminMerchant; action: MerchantDecision } | null>(null);
  const columns: Column<AdminMerchant>[] = [
    { key: 'account', header: t('c2c.column.account'), cell: (row) => <span dir="ltr">{row.account}</span> },
    { key: 'user', header: t('columns.userId'), cell: (row) => row.userId },
    { key: 'nickname', header: t('c2c.column.nickname'), cell: (row) => row.nickname },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => <Badge tone={merchantStatusTone(row.status)}>{merchantStatusText(row.status)}</Badge>,
    },
    { key: 'orders', header: t('c2c.column.orders30d'), isNumeric: true, cell: (row) => row.stats.orders30d },
    {
      key: 'completion',
      header: t('c2c.column.completionRate'),
      isNumeric: true,
      cell: (row) => completionRateText(row.stats.completionRate),
    },
    { key: 'applied', header: t('c2c.column.appliedAt'), cell: (row) => formatDateTime(row.appliedAt) },
    { key: 'decision', header: t('c2c.column.decision'), cell: decisionText },
  ];
  const actions: Column<AdminMerchant> = {
    key: 'actions',
    header: t('c2c.column.actions'),
    cell: (row) => (
      <div className="flex flex-wrap gap-2">
        {decisionsFor(row.status).map((action) => (
          <Button
            key={action}
            isSmall
            variant={action === 'approve' ? 'primary' : action === 'reject' ? 'secondary' : 'danger'}
            aria-label={t(`c2c.merchantAction.${action}Of`, { nickname: row.nickname })}
            onClick={() => setActing({ row, action })}
          >
            {t(`c2c.merchantAction.${action}`)}
          </Button>
        ))}
      </div>
    ),
  };
  return (
    <section className="flex flex-col gap-3" aria-labelledby="c2c-merchants-heading">
      <h2 id="c2c-merchants-heading" className="font-semibold">
        {t('c2c.merchantsTitle')}
      </h2>
      <p className="text-sm text-muted">{t('c2c.merchantsIntro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('columns.status')}
          value={status}
          options={merchantStatusOptions()}
          onChange={(event) => {
            setStatus(event.target.value);
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }}
        />
      </div>
      <DataTable
        caption={t('c2c.merchantsTitle')}
        columns={canDecide ? [...columns, actions] : columns}
        query={page}
        rowKey={(row) => row.userId}
        paging={paging}
        onPagingChange={setPaging}
        emptyMessage={t('c2c.noMerchants')}
      />
      {acting ? (
        <MerchantDecisionDialog row={acting.row} action={acting.action} onClose={() => setActing(null)} />
      ) : null}
    </section>
  );
}
