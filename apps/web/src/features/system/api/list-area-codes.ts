import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { listAreaCodes } from '@exchange/contracts/http/system/reference/reference-data';
import type { OperationResponse } from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';
import { systemOperations } from './system-operations';
import { REFERENCE_STALE_TIME_MS, systemKeys } from './query-keys';

export type AreaCode = OperationResponse<typeof listAreaCodes>[number];

export function useAreaCodes() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: systemKeys.areaCodes(i18n.language),
    queryFn: () => callOperation(systemOperations.listAreaCodes),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}
