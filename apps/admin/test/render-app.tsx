import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createAdminRoutes } from '@/app/router';
import { queryClient } from '@/lib/query-client';

/** Renders the whole back office (providers, session gate, shell) at `path` (without the /admin basename). */
export function renderApp(path = '/') {
  queryClient.clear();
  const router = createMemoryRouter(createAdminRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
