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

/** Classes of a button, for links that look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', isFullWidth = false): string {
  return clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
    'disabled:cursor-not-allowed disabled:opacity-50',
    variantClasses[variant],
    isFullWidth && 'w-full',
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  isFullWidth?: boolean;
  /** Shows a spinner and blocks clicks while an action runs. */
  isLoading?: boolean;
}

export function Button({
  variant = 'primary',
  isFullWidth = false,
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
      className={clsx(buttonClasses(variant, isFullWidth), className)}
      {...props}
    >
      {isLoading ? <Spinner /> : null}
      {children}
    </button>
  );
}
