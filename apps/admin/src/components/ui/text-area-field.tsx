import { clsx } from 'clsx';
import { useId } from 'react';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClasses, Field, fieldAria } from '@exchange/ui/field';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input (remarks). Enter inserts a line; Ctrl/⌘+Enter submits the form. */
export function TextAreaField({ label, error, className, ref, onKeyDown, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} className={className}>
      <textarea
        ref={ref}
        id={id}
        rows={3}
        {...fieldAria(id, error)}
        className={clsx(
          controlClasses(Boolean(error)),
          'w-full px-3 py-2 text-sm text-text outline-none focus-visible:outline-2 focus-visible:outline-brand',
        )}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey))
            event.currentTarget.form?.requestSubmit();
          onKeyDown?.(event);
        }}
        {...props}
      />
    </Field>
  );
}
