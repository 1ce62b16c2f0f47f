import { USER_QUERY_SCOPE } from '@/lib/query-client';

/** Spec §9: list pages hold 15 rows. */
export const SUBSCRIPTION_PAGE_SIZE = 15;

/** Projects are public; the caller's orders live under the user scope (dropped on logout). A buy invalidates both. */
export const subscriptionKeys = {
  projects: ['subscription', 'projects'] as const,
  projectPage: (kind: number | null) => [...subscriptionKeys.projects, 'page', kind] as const,
  project: (id: number) => [...subscriptionKeys.projects, id] as const,
  all: [USER_QUERY_SCOPE, 'subscription'] as const,
  orderPage: (projectId: number | null) => [...subscriptionKeys.all, 'orders', projectId] as const,
  order: (id: number) => [...subscriptionKeys.all, 'order', id] as const,
  /**
   * The caller's order on one project, as the buy screen checks it on opening. Outside `all` on purpose: a buy does not
   * re-read it, so the form that made the buy stays mounted to finish (and lead to the new order).
   */
  projectOrder: (projectId: number) => [USER_QUERY_SCOPE, 'subscription-project-order', projectId] as const,
};
