import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { LoanLogScreen } from '@/features/loan/components/loan-log-screen';

/** `/funds/loans/log`: the loan history. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('loans.log.title')} backTo={paths.fundsLoans.path}>
      <LoanLogScreen />
    </Page>
  );
}
