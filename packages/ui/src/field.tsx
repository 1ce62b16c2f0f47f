import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { FieldError } from './field-error';

interface FieldProps {
  /** The control's id: the label points at it, and the hint and message are `${id}-hint` and `${id}-error`. */
  id: string;
  label: string;
  /** Validation message, announced; the control marks itself invalid (`fieldAria`). */
  error?: string;
  hint?: string;
  className?: string;
  /** The control itself (an input, a select, a text area). */
  children: ReactNode;
}

/**
 * The frame of a form field: label, control, hint and validation message, spaced by the app's `--ui-field-gap`
 * (theme.css). TextField and SelectField are drawn in it, and an app's own fields (a text area) can be too.
 */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div className={clsx('flex flex-col gap-(--ui-field-gap)', className)}>
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The ARIA attributes a control inside `Field` needs: invalid while there is a message, described by it and the hint. */
export function fieldAria(id: string, error: string | undefined, hint?: string) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** The border and shape every field control shares; red while the field has a message. */
export function controlClasses(hasError: boolean): string {
  return clsx(
    'rounded-(--ui-control-radius) border bg-surface-raised',
    hasError ? 'border-danger' : 'border-border',
  );
}
