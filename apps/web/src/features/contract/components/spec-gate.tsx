import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { useContractSpec } from '../api/get-position-level-map';
import type { ContractSpec } from '../utils/contract-types';

/** Renders `children(spec)` once the perpetual's trading rules are loaded; their states until then. */
export function SpecGate({
  symbol,
  children,
}: {
  symbol: string;
  children: (spec: ContractSpec) => ReactNode;
}) {
  const { t } = useTranslation();
  const spec = useContractSpec(symbol);
  if (spec.data) return children(spec.data);
  if (spec.isError) return <ErrorState onRetry={() => void spec.refetch()} />;
  if (spec.isSuccess) return <EmptyState message={t('contract.notListed', { symbol })} />;
  return <LoadingState />;
}
