import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-contrast hover:bg-brand-strong',
  secondary: 'border border-border bg-surface-raised text-text hover:bg-surface-sunken',
  ghost: 'text-brand hover:bg-surface-sunken',
  danger: 'bg-danger text-white hover:opacity-90',
};

/** Classes of a button (also for links that look like one); `isSmall` for table rows. */
export function buttonClasses(variant: ButtonVariant = 'primary', isSmall = false): string {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
    'disabled:cursor-not-allowed disabled:opacity-50',
    isSmall ? 'min-h-8 px-2.5 text-xs' : 'min-h-10 px-4 text-sm',
    variantClasses[variant],
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  isSmall?: boolean;
  /** Shows a spinner and blocks clicks while an action runs. */
  isLoading?: boolean;
}

export function Button({
  variant = 'primary',
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
      className={clsx(buttonClasses(variant, isSmall), className)}
      {...props}
    >
      {isLoading ? <Spinner /> : null}
      {children}
    </button>
  );
}
