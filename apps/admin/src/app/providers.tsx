import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '@/lib/query-client';

/** Toasts close by themselves after 4 s (staff read the server's reason before it goes). */
export const TOAST_DURATION_MS = 4_000;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />
    </QueryClientProvider>
  );
}
