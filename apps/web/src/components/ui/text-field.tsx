import { clsx } from 'clsx';
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError } from './field-error';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Validation message; marks the input invalid and is announced with it. */
  error?: string;
  hint?: string;
  /** Content inside the field before the input (an area-code button, an icon). */
  start?: ReactNode;
  /** Content inside the field after the input (a show-password toggle, a send-code button). */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, start, end, className, id, ref, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-text">
        {label}
      </label>
      <div
        className={clsx(
          'flex min-h-12 items-center gap-2 rounded-xl border bg-surface-raised px-3 focus-within:outline-2 focus-within:outline-brand',
          error ? 'border-danger' : 'border-border',
        )}
      >
        {start}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-w-0 flex-1 bg-transparent py-2 text-text outline-none placeholder:text-muted"
          {...props}
        />
        {end}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
