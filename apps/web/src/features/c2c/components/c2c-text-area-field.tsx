import { clsx } from 'clsx';
import { useId } from 'react';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, controlClasses, fieldAria } from '@exchange/ui/field';

interface C2cTextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input in the app's field frame (terms of an ad, the reason of an appeal). */
export function C2cTextAreaField({ label, error, hint, className, ref, ...props }: C2cTextAreaFieldProps) {
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
