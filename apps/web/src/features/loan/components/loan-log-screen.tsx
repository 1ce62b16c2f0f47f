import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@exchange/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { formatDateTime } from '@/lib/format-date-time';
import { LOAN_PAGE_SIZE, useLoanLog } from '../api/loan-api';

const KINDS: Record<
  number,
  'borrow' | 'interest' | 'repay' | 'addCollateral' | 'liquidation' | 'marginCall' | 'overdueLiquidation'
> = {
  1: 'borrow',
  2: 'interest',
  3: 'repay',
  4: 'addCollateral',
  5: 'liquidation',
  6: 'marginCall',
  7: 'overdueLiquidation',
};

/**
 * `/funds/loans/log`: every borrow, hourly interest, repayment, collateral addition, margin call and liquidation (at
 * the liquidation LTV, or of an overdue loan once its grace ran out).
 */
export function LoanLogScreen() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const log = useLoanLog(pageNo);
  if (log.isPending) return <LoadingState />;
  if (log.isError) return <ErrorState message={log.error.message} onRetry={() => void log.refetch()} />;
  if (log.data.total === 0) return <EmptyState message={t('loans.log.empty')} />;
  const pages = Math.max(1, Math.ceil(log.data.total / LOAN_PAGE_SIZE));
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-border rounded-2xl bg-surface-raised">
        {log.data.list.map((event) => (
          <li key={event.id} className="flex items-center justify-between gap-3 p-3 text-sm">
            <div className="flex flex-col">
              <span className="font-medium">
                {t(`loans.log.kind.${KINDS[event.kind] ?? 'borrow'}` as const)}
              </span>
              <span className="text-xs text-muted" dir="ltr">
                {event.loanNo} · {formatDateTime(event.createdAt, i18n.language)}
              </span>
            </div>
            <div className="flex flex-col items-end" dir="ltr">
              <span>
                {event.amount} {event.coin}
              </span>
              <span className="text-xs text-muted">
                {t('loans.log.after', { debt: event.principalAfter, interest: event.interestAfter })}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="flex items-center justify-between" aria-label={t('loans.log.pages')}>
          <button
            type="button"
            className={buttonClasses('secondary')}
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            {t('loans.log.previous')}
          </button>
          <span className="text-sm">{`${pageNo} / ${pages}`}</span>
          <button
            type="button"
            className={buttonClasses('secondary')}
            disabled={pageNo >= pages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('loans.log.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
