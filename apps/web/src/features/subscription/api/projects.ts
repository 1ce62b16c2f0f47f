import { useQuery } from '@tanstack/react-query';
import type { SubscriptionProject } from '@exchange/contracts/http/subscription/index';
import { callOperation } from '@/lib/api-client';
import { subscriptionKeys, SUBSCRIPTION_PAGE_SIZE } from './query-keys';
import { subscriptionOperations } from './subscription-operations';

export type { SubscriptionProject };

/** Phases move with the clock and the jobs: the lists are read again every 30 s while shown. */
const PROJECTS_REFRESH_MS = 30_000;

/** The published projects (IEO and IPO, or one kind), the latest window first. */
export function useSubscriptionProjects(kind: number | null = null) {
  return useQuery({
    queryKey: subscriptionKeys.projectPage(kind),
    queryFn: ({ signal }) =>
      callOperation(subscriptionOperations.pageSubscriptionProjects, {
        query: { pageNo: 1, pageSize: SUBSCRIPTION_PAGE_SIZE, ...(kind === null ? {} : { kind }) },
        noMsg: true,
        signal,
      }),
    refetchInterval: PROJECTS_REFRESH_MS,
  });
}

/** One project; read again every 30 s (its Σ requested, its phase). */
export function useSubscriptionProject(id: number | null) {
  return useQuery({
    queryKey: subscriptionKeys.project(id ?? 0),
    queryFn: ({ signal }) =>
      callOperation(subscriptionOperations.getSubscriptionProject, {
        query: { id: id ?? 0 },
        noMsg: true,
        signal,
      }),
    enabled: id !== null,
    refetchInterval: PROJECTS_REFRESH_MS,
  });
}
