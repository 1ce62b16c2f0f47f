import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';
import { REFERENCE_STALE_TIME_MS, systemKeys } from './query-keys';

export function fetchAppInfo() {
  return callOperation(operations.getAppInfo, { noMsg: true });
}

export function appInfoQuery() {
  return { queryKey: systemKeys.appInfo(), queryFn: fetchAppInfo, staleTime: REFERENCE_STALE_TIME_MS };
}

export function useAppInfo() {
  return useQuery(appInfoQuery());
}
