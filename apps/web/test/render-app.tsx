import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { Location } from 'react-router';
import { NavigatorBridge } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { queryClient } from '@/lib/query-client';

/** What a test reads of and does to the router: where it is, and a navigation as a link would make. */
export interface TestRouter {
  readonly state: { location: Location };
  navigate(to: string): Promise<void>;
}

/** Renders the whole app (providers, shell, lazy routes) at `path`, in memory. */
export function renderApp(path: string) {
  queryClient.clear();
  let location: Location | null = null;
  let navigate: ((to: string) => void) | null = null;
  function RouterProbe() {
    location = useLocation();
    const navigateFunction = useNavigate();
    navigate = (to) => void navigateFunction(to);
    return null;
  }
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <NavigatorBridge />
        <RouterProbe />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  const router: TestRouter = {
    get state() {
      if (!location) throw new Error('the router has not rendered');
      return { location };
    },
    navigate: async (to) => {
      await act(async () => {
        if (!navigate) throw new Error('the router has not rendered');
        navigate(to);
        await Promise.resolve();
      });
    },
  };
  return { router, ...view };
}
