import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PageTransition } from './page-transition';

let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
// The animation engine's chunk, held until the test lets it arrive.
vi.mock('./motion-parts', async () => {
  await arrived;
  return {
    AnimatedScreen: ({ children, className }: { children: ReactNode; className: string }) => (
      <section data-testid="animated" className={className}>
        {children}
      </section>
    ),
  };
});

const screenAt = (key: string) => (
  <PageTransition transitionKey={key} kind="slideUp">
    <input aria-label={`field of ${key}`} />
  </PageTransition>
);

describe('PageTransition', () => {
  it('keeps a shown screen when the animation engine arrives; the next screen animates', async () => {
    const { rerender } = render(screenAt('/first'));
    rerender(screenAt('/second'));
    const field = screen.getByRole('textbox', { name: 'field of /second' });
    await act(async () => {
      arrive();
      await arrived;
    });
    // Give the engine's module time to settle and the hook to re-render with it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('textbox', { name: 'field of /second' })).toBe(field);
    expect(screen.queryByTestId('animated')).toBeNull();

    rerender(screenAt('/third'));
    await waitFor(() => expect(screen.getByTestId('animated')).toBeTruthy());
    expect(screen.getByRole('textbox', { name: 'field of /third' })).toBeTruthy();
  });
});
