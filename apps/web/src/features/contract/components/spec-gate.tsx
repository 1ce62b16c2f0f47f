import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useContractSpec } from '../api/get-position-level-map';
import type { ContractSpec } from '../utils/contract-types';

/**
 * Renders `children(spec)` once the perpetual's trading rules are loaded; their states until then. `pendingClassName`
 * sizes the loading state like what replaces it (the order ticket), so the panels below do not jump when it arrives.
 */
export function SpecGate({
  symbol,
  pendingClassName,
  children,
}: {
  symbol: string;
  pendingClassName?: string;
  children: (spec: ContractSpec) => ReactNode;
}) {
  const { t } = useTranslation();
  const spec = useContractSpec(symbol);
  if (spec.data) return children(spec.data);
  if (spec.isError) return <ErrorState onRetry={() => void spec.refetch()} />;
  if (spec.isSuccess) return <EmptyState message={t('contract.notListed', { symbol })} />;
  return pendingClassName ? (
    <div className={pendingClassName}>
      <LoadingState />
    </div>
  ) : (
    <LoadingState />
  );
}
