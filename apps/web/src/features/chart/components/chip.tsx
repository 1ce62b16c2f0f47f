import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A small toggle of the chart toolbar (interval, indicator): pressed shows the brand colour. */
export function Chip({
  isPressed,
  onClick,
  children,
  tabIndex,
  onFocus,
}: {
  isPressed: boolean;
  onClick: () => void;
  children: ReactNode;
  /** A toolbar's roving focus: only its current chip is a tab stop. */
  tabIndex?: number;
  onFocus?: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      onClick={onClick}
      tabIndex={tabIndex}
      onFocus={onFocus}
      className={clsx(
        'min-h-9 shrink-0 rounded-lg px-2 text-sm font-medium whitespace-nowrap tabular-nums transition-colors',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand',
        isPressed ? 'bg-brand/15 text-brand' : 'text-muted hover:bg-surface-sunken hover:text-text',
      )}
    >
      {children}
    </button>
  );
}
