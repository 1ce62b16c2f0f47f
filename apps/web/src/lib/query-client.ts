import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Query keys of data that belongs to the signed-in user start with this scope, so a logout can drop exactly
 * them and keep public reference data (languages, area codes, app info) cached.
 */
export const USER_QUERY_SCOPE = 'user';

const MAX_RETRIES_WITHOUT_RESPONSE = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // The server answered: retrying will not change its mind. Only calls that got no response retry.
        retry: (failureCount, error) =>
          error instanceof ApiError && error.isNoResponse && failureCount < MAX_RETRIES_WITHOUT_RESPONSE,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
