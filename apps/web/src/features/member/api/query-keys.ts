import { USER_QUERY_SCOPE } from '@/lib/query-client';

/** Everything here belongs to the signed-in user: under the user scope, dropped on logout. */
export const memberKeys = {
  all: [USER_QUERY_SCOPE, 'member'] as const,
  current: () => [...memberKeys.all, 'current'] as const,
  realName: () => [...memberKeys.all, 'real-name'] as const,
};
