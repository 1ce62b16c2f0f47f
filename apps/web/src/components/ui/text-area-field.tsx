import { clsx } from 'clsx';
import { useId } from 'react';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, controlClasses, fieldAria } from '@exchange/ui/field';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line input in the app's field frame (an ad's terms, an appeal's reason, feedback, a forum post),
 * its hint (a character counter, say) and validation message tied to it for screen readers.
 */
export function TextAreaField({ label, error, hint, className, ref, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        ref={ref}
        id={id}
        {...fieldAria(id, error, hint)}
        className={clsx(
          controlClasses(Boolean(error)),
          'min-h-24 w-full px-3 py-2 text-sm text-text outline-none placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand',
        )}
        {...props}
      />
    </Field>
  );
}
