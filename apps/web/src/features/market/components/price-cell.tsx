import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { parseDecimal } from '@exchange/domain/decimal';
import { formatQuotePrice } from '@/lib/market-format';
import './price-flash.css';

/** How long a changed price's flash takes to fade out (the animation in price-flash.css). */
export const PRICE_FLASH_MS = 600;
/** When the flash is cleared even if `animationend` never comes (an element out of the layout, a test DOM). */
const FLASH_FALLBACK_MS = PRICE_FLASH_MS + 150;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Flashes `element` in a direction's colour: the attribute is taken off and put back, so a tick during a flash
 * starts the fade again; `animationend` (or the fallback timer) takes it off. Returns the cleanup.
 */
export function flashPrice(element: HTMLElement, direction: 'up' | 'down'): () => void {
  delete element.dataset.flash;
  // Reading the layout between the two writes makes the browser see a new animation, not the same one continuing.
  void element.offsetWidth;
  element.dataset.flash = direction;
  const clear = () => {
    delete element.dataset.flash;
    window.clearTimeout(timer);
    element.removeEventListener('animationend', clear);
  };
  const timer = window.setTimeout(clear, FLASH_FALLBACK_MS);
  element.addEventListener('animationend', clear);
  return clear;
}

/**
 * The last price, flashed briefly in the up or down colour when a push changes it (no flash with reduced motion).
 * The flash is a data attribute and a CSS animation on the element (no re-render of the row) that fades out within
 * {@link PRICE_FLASH_MS}.
 */
export function PriceCell({
  price,
  priceAccuracy,
  className,
}: {
  price: string | null;
  priceAccuracy: number;
  className?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const previous = useRef(price);
  const clearFlash = useRef<(() => void) | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    const element = ref.current;
    const now = parseDecimal(price ?? '');
    const was = parseDecimal(before ?? '');
    if (!element || now === null || was === null || now.isEqualTo(was) || prefersReducedMotion()) return;
    clearFlash.current?.();
    clearFlash.current = flashPrice(element, now.isGreaterThan(was) ? 'up' : 'down');
  }, [price]);
  useEffect(() => () => clearFlash.current?.(), []);
  return (
    <span
      ref={ref}
      dir="ltr"
      data-testid="price"
      className={clsx('price-flash rounded px-1 font-semibold tabular-nums', className)}
    >
      {formatQuotePrice(price, priceAccuracy)}
    </span>
  );
}
