import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A small toggle of the chart toolbar (interval, indicator): pressed shows the brand colour. */
export function Chip({
  isPressed,
  onClick,
  children,
}: {
  isPressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      onClick={onClick}
      className={clsx(
        'min-h-9 shrink-0 rounded-lg px-2 text-sm font-medium tabular-nums transition-colors',
        'focus-visible:outline-2 focus-visible:outline-brand',
        isPressed ? 'bg-brand/15 text-brand' : 'text-muted hover:bg-surface-sunken hover:text-text',
      )}
    >
      {children}
    </button>
  );
}
