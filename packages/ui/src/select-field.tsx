import { clsx } from 'clsx';
import { useId } from 'react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { controlClasses, Field, fieldAria } from './field';
import { ChevronDownIcon } from './icon';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen-reader friendly on every platform), with the app's own caret. */
export function SelectField({ label, options, error, className, ref, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} className={className}>
      <div className="relative">
        <select
          ref={ref}
          id={id}
          {...fieldAria(id, error)}
          className={clsx(
            controlClasses(Boolean(error)),
            'min-h-(--ui-field-height) w-full appearance-none ps-3 pe-10 text-sm text-text',
            'focus-visible:outline-2 focus-visible:outline-brand',
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
    </Field>
  );
}
