import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { ErrorState } from '@exchange/ui/query-state';
import { useLedgerAudit } from './ledger-queries';

/** Runs the ledger auditor and shows its verdict: clean, or each failed check. */
export function LedgerAuditPanel() {
  const { t } = useTranslation();
  const audit = useLedgerAudit();
  const result = audit.data;
  return (
    <section aria-labelledby="ledger-audit" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ledger-audit" className="text-lg font-semibold">
          {t('ledger.auditTitle')}
        </h2>
        <Button onClick={() => void audit.refetch()} isLoading={audit.isFetching}>
          {t('ledger.runAudit')}
        </Button>
      </div>
      <p className="text-sm text-muted">{t('ledger.auditIntro')}</p>
      {audit.isError ? <ErrorState onRetry={() => void audit.refetch()} /> : null}
      {result ? (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-lg border border-border bg-surface-raised p-4"
        >
          <p className="flex items-center gap-2">
            {result.isClean ? (
              <Badge tone="success">{t('ledger.clean')}</Badge>
            ) : (
              <Badge tone="danger">{t('ledger.problemsFound', { count: result.problems.length })}</Badge>
            )}
            <span className="text-sm text-muted">
              {t('ledger.checked', { accounts: result.accounts, transfers: result.transfers })}
            </span>
          </p>
          {result.problems.length > 0 ? (
            <ul className="list-disc ps-5 text-sm">
              {result.problems.map((problem, index) => (
                <li key={`${problem.check}-${index}`}>
                  <span className="font-semibold">{problem.check}</span>: {problem.detail}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
