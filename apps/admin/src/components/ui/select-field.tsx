import { clsx } from 'clsx';
import { useId } from 'react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldError } from './field-error';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen-reader friendly everywhere). */
export function SelectField({ label, options, error, className, ref, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          'min-h-10 w-full rounded-lg border bg-surface-raised ps-3 pe-8 text-sm text-text focus-visible:outline-2 focus-visible:outline-brand',
          error ? 'border-danger' : 'border-border',
        )}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
