import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { LoansScreen } from '@/features/loan/components/loans-screen';

/** `/funds/LOANS`: borrow USDT against a coin, with every number shown before confirming; the open loans. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('loans.title')} backTo={paths.funds.path} width="wide">
      <LoansScreen />
    </Page>
  );
}
