import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The server answered: retrying will not change its mind. Staff queues must be current when opened.
      queries: { staleTime: 5_000, refetchOnWindowFocus: true, retry: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
