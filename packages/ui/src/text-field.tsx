import { clsx } from 'clsx';
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlClasses, Field, fieldAria } from './field';

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

/**
 * Classes of a bare input drawn without TextField (a table cell's). `text-sm`: the user app's base CSS keeps
 * inputs at 16 px instead, so mobile Safari does not zoom into them.
 */
export function inputClasses(hasError: boolean): string {
  return clsx(
    controlClasses(hasError),
    'min-h-(--ui-field-height) w-full px-3 text-sm text-text outline-none placeholder:text-muted',
    'focus-visible:outline-2 focus-visible:outline-brand',
  );
}

/** A labelled input with its hint and validation message; `start`/`end` sit inside its border. */
export function TextField({ label, error, hint, start, end, className, id, ref, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field id={inputId} label={label} error={error} hint={hint} className={className}>
      <div
        className={clsx(
          controlClasses(Boolean(error)),
          'flex min-h-(--ui-field-height) items-center gap-2 px-3 focus-within:outline-2 focus-within:outline-brand',
        )}
      >
        {start}
        <input
          ref={ref}
          id={inputId}
          {...fieldAria(inputId, error, hint)}
          className="min-w-0 flex-1 bg-transparent py-2 text-sm text-text outline-none placeholder:text-muted"
          {...props}
        />
        {end}
      </div>
    </Field>
  );
}
