import { clsx } from 'clsx';
import { useId } from 'react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons';
import { FieldError } from './field-error';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen-reader friendly on every platform). */
export function SelectField({ label, options, error, className, ref, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={clsx(
            'min-h-12 w-full appearance-none rounded-xl border bg-surface-raised ps-3 pe-10 text-text focus-visible:outline-2 focus-visible:outline-brand',
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
        <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-muted" />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
