import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, controlClasses, fieldAria } from '@exchange/ui/field';

/**
 * A labelled text area for what a member writes, with its validation message and a counter of the characters used
 * (the browser stops at `max`; the counter says how close it is).
 */
export function TextAreaField({
  label,
  value,
  onChange,
  max,
  error,
  rows = 5,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error?: string;
  rows?: number;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const counter = t('forum.counter', { used: value.length, max });
  return (
    <Field id={id} label={label} error={error} hint={counter}>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={max}
        dir="auto"
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        {...fieldAria(id, error, counter)}
        className={`${controlClasses(Boolean(error))} px-3 py-2 text-sm text-text outline-none placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand`}
      />
    </Field>
  );
}
