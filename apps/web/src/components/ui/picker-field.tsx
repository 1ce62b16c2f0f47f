import { clsx } from 'clsx';
import { useId } from 'react';
import { ChevronEndIcon } from './icons';
import { controlClasses } from '@exchange/ui/field';
import { FieldError } from '@exchange/ui/field-error';

interface PickerFieldProps {
  label: string;
  /** The chosen value's text, or null when nothing is chosen yet. */
  valueText: string | null;
  placeholder: string;
  onOpen: () => void;
  error?: string;
}

/** A form field whose value is chosen on a separate screen (nationality, area code). */
export function PickerField({ label, valueText, placeholder, onOpen, error }: PickerFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-(--ui-field-gap)">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <button
        type="button"
        onClick={onOpen}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          controlClasses(Boolean(error)),
          'flex min-h-(--ui-field-height) items-center gap-2 px-3 text-start focus-visible:outline-2 focus-visible:outline-brand',
        )}
      >
        <span id={`${id}-value`} className={clsx('flex-1', !valueText && 'text-muted')}>
          {valueText ?? placeholder}
        </span>
        <ChevronEndIcon className="text-muted" />
      </button>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
