import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createAppRoutes } from '@/app/router';
import { setNavigator } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';

/** Renders the whole app (providers, shell, lazy routes) at `path`, in memory. */
export function renderApp(path: string) {
  queryClient.clear();
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  setNavigator((to, options) => void router.navigate(to, options));
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
