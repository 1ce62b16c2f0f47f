import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-contrast hover:bg-brand-strong',
  secondary: 'border border-border bg-surface-raised text-text hover:bg-surface-sunken',
  ghost: 'text-brand hover:bg-surface-sunken',
  danger: 'bg-danger text-danger-contrast hover:opacity-90',
};

/**
 * Classes of a button, also for links and dialog triggers that look like one. `isFullWidth` fills the row (a
 * form's submit on a phone); `isSmall` is the compact size of a table row. The regular height and the corner
 * radius are the app's (`--ui-button-height`, `--ui-control-radius` in theme.css). They are written as variable
 * utilities, which Tailwind orders first, so a caller's `min-h-9` or `rounded-full` still wins.
 */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  isFullWidth = false,
  isSmall = false,
): string {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-(--ui-control-radius) font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
    'disabled:cursor-not-allowed disabled:opacity-50',
    isSmall ? 'min-h-8 px-2.5 text-xs whitespace-nowrap' : 'min-h-(--ui-button-height) px-4 text-sm',
    variantClasses[variant],
    isFullWidth && 'w-full',
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  isFullWidth?: boolean;
  isSmall?: boolean;
  /** Shows a spinner and blocks clicks while an action runs. */
  isLoading?: boolean;
}

export function Button({
  variant = 'primary',
  isFullWidth = false,
  isSmall = false,
  isLoading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={clsx(buttonClasses(variant, isFullWidth, isSmall), className)}
      {...props}
    >
      {isLoading ? <Spinner /> : null}
      {children}
    </button>
  );
}
