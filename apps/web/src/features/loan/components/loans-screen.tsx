import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { paths } from '@/config/paths';
import { useLoanInfo, useLoans } from '../api/loan-api';
import { useLoanPushes } from '../hooks/use-loan-pushes';
import { BorrowForm } from './borrow-form';
import { LoanCard } from './loan-card';

/**
 * `/funds/LOANS`: the borrow form with everything disclosed before confirming (phone: first; desktop: the start
 * column), and the caller's open loans with their live LTV, repay and add-collateral sheets.
 */
export function LoansScreen() {
  const { t } = useTranslation();
  const info = useLoanInfo();
  const open = useLoans('open');
  useLoanPushes();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <section
        aria-labelledby="borrow-heading"
        className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4"
      >
        <h2 id="borrow-heading" className="text-lg font-semibold">
          {t('loans.borrow.title')}
        </h2>
        {info.isPending ? (
          <LoadingState />
        ) : info.isError ? (
          <ErrorState message={info.error.message} onRetry={() => void info.refetch()} />
        ) : (
          <BorrowForm info={info.data} />
        )}
      </section>
      <section aria-labelledby="open-heading" className="flex flex-col gap-3">
        <div className="flex items-center justify-between">
          <h2 id="open-heading" className="text-lg font-semibold">
            {t('loans.open.heading')}
          </h2>
          <Link to={paths.fundsLoansLog.path} className="text-sm font-medium text-brand">
            {t('loans.log.link')}
          </Link>
        </div>
        {open.isPending ? (
          <LoadingState />
        ) : open.isError ? (
          <ErrorState message={open.error.message} onRetry={() => void open.refetch()} />
        ) : open.data.list.length === 0 ? (
          <EmptyState message={t('loans.open.empty')} />
        ) : (
          <ul className="flex flex-col gap-3">
            {open.data.list.map((loan) => (
              <li key={loan.id}>
                <LoanCard loan={loan} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
