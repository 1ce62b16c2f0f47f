import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ChunkLoadTimeoutError, lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { RouteErrorScreen } from './error-screens';

describe('route error screen', () => {
  it('tells the user a page chunk timed out and offers a reload', async () => {
    const router = createMemoryRouter(
      [
        {
          ErrorBoundary: RouteErrorScreen,
          children: [
            {
              path: '/slow',
              lazy: lazyWithTimeout(() => Promise.reject(new ChunkLoadTimeoutError(120_000))),
            },
          ],
        },
      ],
      { initialEntries: ['/slow'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'This page could not be opened' })).toBeTruthy();
    expect(screen.getByText('The page took longer than 120 seconds to load.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
