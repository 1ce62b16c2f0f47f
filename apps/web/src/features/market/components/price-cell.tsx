import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { parseDecimal } from '@exchange/domain/decimal';
import { formatQuotePrice } from '@/lib/market-format';

/** How long a changed price stays highlighted. */
export const PRICE_FLASH_MS = 700;

/**
 * The last price, highlighted briefly in the up or down colour when a push changes it. The highlight is a data
 * attribute set on the element (no re-render of the row), cleared after {@link PRICE_FLASH_MS}.
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
  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    const element = ref.current;
    const now = parseDecimal(price ?? '');
    const was = parseDecimal(before ?? '');
    if (!element || now === null || was === null || now.isEqualTo(was)) return;
    element.dataset.flash = now.isGreaterThan(was) ? 'up' : 'down';
    const timer = setTimeout(() => delete element.dataset.flash, PRICE_FLASH_MS);
    return () => clearTimeout(timer);
  }, [price]);
  return (
    <span
      ref={ref}
      dir="ltr"
      data-testid="price"
      className={clsx(
        'rounded px-1 font-semibold tabular-nums transition-colors duration-300 data-[flash=down]:bg-down/20 data-[flash=up]:bg-up/20',
        className,
      )}
    >
      {formatQuotePrice(price, priceAccuracy)}
    </span>
  );
}
