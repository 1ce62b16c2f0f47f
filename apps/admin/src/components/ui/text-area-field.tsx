import { clsx } from 'clsx';
import { useId } from 'react';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldError } from './field-error';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input (remarks). Enter inserts a line; Ctrl/⌘+Enter submits the form. */
export function TextAreaField({ label, error, className, ref, onKeyDown, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          'w-full rounded-lg border bg-surface-raised px-3 py-2 text-sm text-text outline-none focus-visible:outline-2 focus-visible:outline-brand',
          error ? 'border-danger' : 'border-border',
        )}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey))
            event.currentTarget.form?.requestSubmit();
          onKeyDown?.(event);
        }}
        {...props}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
