import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import type { ContractScreen } from '../hooks/use-contract-screen';

/** What a contract screen shows before its perpetual is known: loading, a failure, none listed, or not listed. */
export function ContractScreenState({ screen }: { screen: ContractScreen }) {
  const { t } = useTranslation();
  if (screen.isUnknown)
    return <EmptyState message={t('contract.notListed', { symbol: screen.requested ?? '' })} />;
  if (screen.perpetuals.isError) return <ErrorState onRetry={() => void screen.perpetuals.refetch()} />;
  if (screen.perpetuals.isSuccess) return <EmptyState message={t('contract.noneListed')} />;
  return <LoadingState />;
}
