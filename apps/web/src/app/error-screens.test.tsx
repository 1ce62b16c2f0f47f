import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ChunkLoadTimeoutError, lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { ErrorBoundary } from './error-boundary';
import { RouteErrorScreen } from './error-screens';

describe('route error screen', () => {
  it('tells the user a page chunk timed out and offers a reload', async () => {
    vi.spyOn(console, 'error').mockReturnValue(undefined);
    const Slow = lazy(
      lazyWithTimeout<{ default: ComponentType }>(() => Promise.reject(new ChunkLoadTimeoutError(120_000))),
    );
    render(
      <MemoryRouter initialEntries={['/slow']}>
        <ErrorBoundary fallback={(error) => <RouteErrorScreen error={error} />}>
          <Suspense fallback={null}>
            <Slow />
          </Suspense>
        </ErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be opened' })).toBeTruthy();
    expect(screen.getByText('The page took longer than 120 seconds to load.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
