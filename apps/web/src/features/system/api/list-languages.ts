import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';
import { REFERENCE_STALE_TIME_MS, systemKeys } from './query-keys';

export function fetchLanguages() {
  return callOperation(operations.listLanguages, { noMsg: true });
}

export function languagesQuery() {
  return { queryKey: systemKeys.languages(), queryFn: fetchLanguages, staleTime: REFERENCE_STALE_TIME_MS };
}

export function useLanguages() {
  return useQuery(languagesQuery());
}
