import { clsx } from 'clsx';
import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import { FieldError } from './field-error';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Validation message; marks the input invalid and is announced with it. */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export const inputClasses = (hasError: boolean) =>
  clsx(
    'min-h-10 w-full rounded-lg border bg-surface-raised px-3 text-sm text-text outline-none',
    'focus-visible:outline-2 focus-visible:outline-brand placeholder:text-muted',
    hasError ? 'border-danger' : 'border-border',
  );

export function TextField({ label, error, hint, className, id, ref, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-text">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses(Boolean(error))}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
