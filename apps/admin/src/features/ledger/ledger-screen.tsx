import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Button } from '@exchange/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { formatAmount, formatDateTime, formatExact } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { DeclareReserveDialog } from './declare-reserve-dialog';
import { LedgerAuditPanel } from './ledger-audit-panel';
import { useHouseAccounts, useReserves } from './ledger-queries';
import type { HouseAccountBalance, ReserveRow } from './ledger-queries';

/** The ledger: the auditor, the house accounts, and user liabilities against declared reserves. */
export function LedgerScreen() {
  const { t } = useTranslation();
  const canDeclare = useCan(StaffPermission.ledgerDeclare);
  const [isDeclaring, setIsDeclaring] = useState(false);
  const houseAccounts = useHouseAccounts();
  const reserves = useReserves();
  const houseColumns: Column<HouseAccountBalance>[] = [
    { key: 'account', header: t('ledger.account'), cell: (row) => row.account },
    { key: 'asset', header: t('ledger.asset'), cell: (row) => row.asset },
    {
      key: 'available',
      header: t('ledger.available'),
      cell: (row) => formatAmount(row.available),
      isNumeric: true,
    },
    { key: 'frozen', header: t('ledger.frozen'), cell: (row) => formatAmount(row.frozen), isNumeric: true },
  ];
  const reserveColumns: Column<ReserveRow>[] = [
    { key: 'asset', header: t('ledger.asset'), cell: (row) => row.asset },
    {
      key: 'liabilities',
      header: t('ledger.liabilities'),
      cell: (row) => formatAmount(row.liabilities),
      isNumeric: true,
    },
    {
      key: 'declared',
      header: t('ledger.declaredAmount'),
      cell: (row) => formatAmount(row.declared),
      isNumeric: true,
    },
    {
      key: 'difference',
      header: t('ledger.difference'),
      cell: (row) => (
        <span className={row.difference?.startsWith('-') ? 'text-danger' : ''}>
          {formatAmount(row.difference)}
        </span>
      ),
      isNumeric: true,
    },
    {
      key: 'coverage',
      header: t('ledger.coverage'),
      cell: (row) => formatExact(row.coverageRatio),
      isNumeric: true,
    },
    {
      key: 'declaredBy',
      header: t('ledger.declaredBy'),
      cell: (row) =>
        row.declaredAt
          ? `${row.declaredByName ?? row.declaredBy ?? '—'}, ${formatDateTime(row.declaredAt)}`
          : '—',
    },
    { key: 'note', header: t('ledger.note'), cell: (row) => row.note ?? '—' },
  ];
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('nav.ledger')} />
      <LedgerAuditPanel />
      <section aria-labelledby="reserves" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="reserves" className="text-lg font-semibold">
            {t('ledger.reservesTitle')}
          </h2>
          {canDeclare ? (
            <Button onClick={() => setIsDeclaring(true)}>{t('ledger.declareTitle')}</Button>
          ) : null}
        </div>
        <DataTable
          caption={t('ledger.reservesTitle')}
          columns={reserveColumns}
          query={reserves}
          rowKey={(row) => row.asset}
        />
      </section>
      <section aria-labelledby="house-accounts" className="flex flex-col gap-3">
        <h2 id="house-accounts" className="text-lg font-semibold">
          {t('ledger.houseAccountsTitle')}
        </h2>
        <DataTable
          caption={t('ledger.houseAccountsTitle')}
          columns={houseColumns}
          query={houseAccounts}
          rowKey={(row) => `${row.account}:${row.asset}`}
        />
      </section>
      {isDeclaring ? (
        <DeclareReserveDialog rows={reserves.data?.list ?? []} onClose={() => setIsDeclaring(false)} />
      ) : null}
    </div>
  );
}
