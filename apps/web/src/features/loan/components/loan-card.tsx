import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { formatAmount } from '@exchange/ui/format';
import { isLoanOverdue } from '@exchange/domain/loan/index';
import { formatDateTime } from '@/lib/format-date-time';
import { useNow } from '@/lib/use-now';
import type { Loan } from '../api/loan-api';
import { percent } from '../utils/loan-ticket';
import { LoanActionSheet } from './loan-action-sheet';

/** The due date and the overdue state follow the clock: a minute is fine enough. */
const NOW_REFRESH_MS = 60_000;

/** The LTV against its three thresholds: a bar filled to the LTV, marks at margin call and liquidation. */
export function LtvGauge({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const ltv = loan.ltv === null ? null : Number(loan.ltv);
  const tone =
    ltv === null
      ? 'bg-muted'
      : ltv >= Number(loan.marginCallLtv)
        ? 'bg-danger'
        : ltv > Number(loan.initialLtv)
          ? 'bg-warning'
          : 'bg-success';
  const width = `${Math.min(100, (ltv ?? 0) * 100)}%`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-xs">
        <span>{t('loans.open.ltv')}</span>
        <span dir="ltr" data-testid="loan-ltv">
          {loan.ltv === null ? t('loans.terms.noPrice') : percent(loan.ltv)}
        </span>
      </div>
      <div
        role="meter"
        aria-label={t('loans.open.ltv')}
        aria-valuemin={0}
        aria-valuemax={1}
        aria-valuenow={ltv ?? 0}
        className="relative h-2 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div className={`h-full ${tone}`} style={{ width }} />
        <span
          className="absolute inset-y-0 w-px bg-warning"
          style={{ insetInlineStart: percent(loan.marginCallLtv).replace(' ', '') }}
        />
        <span
          className="absolute inset-y-0 w-px bg-danger"
          style={{ insetInlineStart: percent(loan.liquidationLtv).replace(' ', '') }}
        />
      </div>
    </div>
  );
}

/**
 * One open loan: debt, collateral, live LTV gauge, liquidation price, the date to repay by (past it: overdue, with the
 * time the loan is liquidated if still unpaid), and the repay and add-collateral sheets.
 */
export function LoanCard({ loan }: { loan: Loan }) {
  const { t, i18n } = useTranslation();
  const [sheet, setSheet] = useState<'repay' | 'addCollateral' | null>(null);
  const now = useNow(NOW_REFRESH_MS);
  const isOverdue = isLoanOverdue(loan.dueAt, now);
  const items = [
    {
      label: t('loans.open.dueAt'),
      value: <span data-testid="loan-due-at">{formatDateTime(loan.dueAt, i18n.language)}</span>,
    },
    { label: t('loans.open.principal'), value: `${formatAmount(loan.principal)} USDT`, isLtr: true },
    { label: t('loans.open.interest'), value: `${loan.accruedInterest} USDT`, isLtr: true },
    { label: t('loans.open.debt'), value: `${loan.debt} USDT`, isLtr: true },
    {
      label: t('loans.open.collateral'),
      value: `${loan.collateralAmount} ${loan.collateralCoin}`,
      isLtr: true,
    },
    { label: t('loans.terms.hourlyRate'), value: percent(loan.hourlyRate), isLtr: true },
    {
      label: t('loans.terms.liquidationPrice', { coin: loan.collateralCoin }),
      value: `${loan.liquidationPrice} USDT`,
      isLtr: true,
    },
  ];
  return (
    <article className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4 shadow-sm" aria-label={loan.no}>
      <header className="flex items-center justify-between">
        <h3 className="font-semibold">{t('loans.open.title', { coin: loan.collateralCoin })}</h3>
        <div className="flex gap-1">
          {isOverdue ? (
            <span className="rounded-full bg-danger/10 px-2 py-0.5 text-xs text-danger">
              {t('loans.open.overdue')}
            </span>
          ) : null}
          {loan.isMarginCalled ? (
            <span role="status" className="rounded-full bg-danger/10 px-2 py-0.5 text-xs text-danger">
              {t('loans.open.marginCall')}
            </span>
          ) : null}
        </div>
      </header>
      {isOverdue ? (
        <p role="alert" className="text-sm text-danger" data-testid="loan-overdue">
          {t('loans.open.overdueNotice', {
            at: formatDateTime(loan.overdueLiquidationAt, i18n.language),
            fee: percent(loan.liquidationFeeRate),
          })}
        </p>
      ) : null}
      <LtvGauge loan={loan} />
      <DetailList items={items} />
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className={buttonClasses('primary')} onClick={() => setSheet('repay')}>
          {t('loans.open.repay')}
        </button>
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => setSheet('addCollateral')}
        >
          {t('loans.open.addCollateral')}
        </button>
      </div>
      {sheet ? <LoanActionSheet loan={loan} kind={sheet} onClose={() => setSheet(null)} /> : null}
    </article>
  );
}
