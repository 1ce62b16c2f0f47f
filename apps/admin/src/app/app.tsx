import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAdminRoutes } from './router';

/** The server serves the back office at /admin/ (vite `base`), so every route lives under it. */
export const ADMIN_BASENAME = '/admin';

export function App() {
  const [router] = useState(() => createBrowserRouter(createAdminRoutes(), { basename: ADMIN_BASENAME }));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
