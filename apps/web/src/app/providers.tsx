import { QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { Suspense, lazy, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageDirection } from '@exchange/domain/format/language';
import { toasterDemand } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { ErrorBoundary } from './error-boundary';

const AppToaster = lazy(() => import('./toaster').then((module) => ({ default: module.AppToaster })));

/** Radix primitives read the text direction from context (they default to ltr), so right-to-left reaches them. */
function DirectionFromLanguage({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <Direction.Provider dir={languageDirection(i18n.language)}>{children}</Direction.Provider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const isToasterWanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.isWanted);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <DirectionFromLanguage>
          {children}
          {isToasterWanted ? (
            <Suspense fallback={null}>
              <AppToaster />
            </Suspense>
          ) : null}
        </DirectionFromLanguage>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
