import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { parseDecimal } from '@exchange/domain/decimal';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { formatPercent } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { LoanConfigEditor } from './loan-config-editor';
import { useLoanConfigs } from './loan-config-queries';
import type { AdminLoanConfig } from './loan-config-queries';

/** A fraction as a percentage in the staff's locale: 0.65 → 65%. */
const pct = (fraction: string) => {
  const percent = parseDecimal(fraction)?.times(100);
  return percent ? formatPercent(percent.toFixed(), { decimals: percent.decimalPlaces() ?? 0 }) : fraction;
};

/**
 * Loans (issue 19 §4): per collateral coin the three LTVs, the hourly rate, the terms, the loan limits, the
 * liquidation fee, active or paused, and its open loans; changes with `markets.write`. Running loans keep their terms.
 */
export function LoanConfigsPanel() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.marketsWrite);
  const configs = useLoanConfigs();
  const [editing, setEditing] = useState<AdminLoanConfig | 'new' | null>(null);
  const columns: Column<AdminLoanConfig>[] = [
    { key: 'coin', header: t('products.loanCoin'), cell: (row) => row.collateralCoin },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <Badge tone={row.isActive ? 'success' : 'neutral'}>
          {t(row.isActive ? 'products.on' : 'products.off')}
        </Badge>
      ),
    },
    {
      key: 'ltvs',
      header: t('products.loanLtvs'),
      cell: (row) => `${pct(row.initialLtv)} / ${pct(row.marginCallLtv)} / ${pct(row.liquidationLtv)}`,
    },
    { key: 'rate', header: t('products.loanHourlyRate'), cell: (row) => row.hourlyRate, isNumeric: true },
    { key: 'terms', header: t('products.loanTermDays'), cell: (row) => row.termDays.join(', ') },
    {
      key: 'limits',
      header: t('products.loanLimits'),
      cell: (row) => `${row.minLoan} – ${row.maxLoan} USDT`,
    },
    { key: 'fee', header: t('products.loanFeeRate'), cell: (row) => pct(row.liquidationFeeRate) },
    { key: 'open', header: t('products.loanOpen'), cell: (row) => String(row.openLoans), isNumeric: true },
    ...(canWrite
      ? [
          {
            key: 'edit',
            header: t('products.edit'),
            cell: (row: AdminLoanConfig) => (
              <Button
                variant="secondary"
                isSmall
                aria-label={t('products.loanEditOf', { coin: row.collateralCoin })}
                onClick={() => setEditing(row)}
              >
                {t('products.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('products.loanPanelIntro')}</p>
      {canWrite ? (
        <Button className="self-start" onClick={() => setEditing('new')}>
          {t('products.loanNew')}
        </Button>
      ) : null}
      <DataTable
        caption={t('products.loanCaption')}
        columns={columns}
        query={configs}
        rowKey={(row) => row.collateralCoin}
        emptyMessage={t('products.loanNone')}
      />
      {editing ? (
        <LoanConfigEditor config={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
