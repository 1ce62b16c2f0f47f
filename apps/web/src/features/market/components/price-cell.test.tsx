import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PRICE_FLASH_MS, PriceCell } from './price-cell';

/** jsdom has no matchMedia: this one says whether the user asks for reduced motion. */
const reducedMotion = (isReduced: boolean) => {
  window.matchMedia = (query: string) =>
    ({
      matches: isReduced && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
};

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  vi.useRealTimers();
});

describe('price flash', () => {
  it('flashes up or down on a new price, and the animation’s end takes the flash off', () => {
    const { rerender } = render(<PriceCell price="10.00" priceAccuracy={2} />);
    const price = screen.getByTestId('price');
    expect(price.className).toContain('price-flash');
    expect(price.dataset.flash).toBeUndefined();
    rerender(<PriceCell price="10.50" priceAccuracy={2} />);
    expect(price.dataset.flash).toBe('up');
    fireEvent.animationEnd(price);
    expect(price.dataset.flash).toBeUndefined();
    rerender(<PriceCell price="10.40" priceAccuracy={2} />);
    expect(price.dataset.flash).toBe('down');
  });

  it('restarts on each tick and is gone within a second of the last one, even without animationend', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<PriceCell price="1" priceAccuracy={2} />);
    const price = screen.getByTestId('price');
    const changes: (string | null)[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) => changes.push(record.oldValue)),
    );
    observer.observe(price, { attributeFilter: ['data-flash'], attributeOldValue: true });
    rerender(<PriceCell price="2" priceAccuracy={2} />);
    vi.advanceTimersByTime(PRICE_FLASH_MS / 2);
    rerender(<PriceCell price="3" priceAccuracy={2} />);
    await Promise.resolve();
    // The second tick took the attribute off and put it back: a new animation, not the old one continuing.
    expect(changes.length).toBeGreaterThanOrEqual(3);
    observer.disconnect();
    vi.advanceTimersByTime(PRICE_FLASH_MS / 2 + 100);
    expect(price.dataset.flash).toBe('up');
    vi.advanceTimersByTime(1_000 - PRICE_FLASH_MS / 2 - 100);
    expect(price.dataset.flash).toBeUndefined();
  });

  it('does not flash when the user asks for reduced motion, nor for the first price or an equal one', () => {
    const { rerender } = render(<PriceCell price={null} priceAccuracy={2} />);
    const price = screen.getByTestId('price');
    rerender(<PriceCell price="5" priceAccuracy={2} />);
    expect(price.dataset.flash).toBeUndefined();
    rerender(<PriceCell price="5.00" priceAccuracy={2} />);
    expect(price.dataset.flash).toBeUndefined();
    reducedMotion(true);
    rerender(<PriceCell price="6" priceAccuracy={2} />);
    expect(price.dataset.flash).toBeUndefined();
  });
});
