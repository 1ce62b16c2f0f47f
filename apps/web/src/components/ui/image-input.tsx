import { clsx } from 'clsx';
import { useId } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '@/lib/image-rules';
import { useFilePreview } from '@/lib/use-file-preview';
import { FieldError } from '@exchange/ui/field-error';
import { ImageIcon } from './icons';

interface ImageInputProps {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  hint?: string;
  /** The words of the preview and the buttons name what is picked (an identity document, a payment screenshot). */
  texts: { previewAlt: string; choose: string; replace: string; remove: string };
  /** The preview box's size: a landscape 16:10 by default (documents); screenshots want a taller box. */
  previewClassName?: string;
}

/**
 * Picks one image and previews it. Type and size are checked by the form, so the message names the field; the
 * server checks the bytes again.
 */
export function ImageInput({
  label,
  value,
  onChange,
  error,
  hint,
  texts,
  previewClassName = 'aspect-[16/10]',
}: ImageInputProps) {
  const id = useId();
  const previewUrl = useFilePreview(value);

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div
        className={clsx(
          'flex items-center justify-center overflow-hidden rounded-xl border-2 border-dashed bg-surface-raised',
          previewClassName,
          error ? 'border-danger' : 'border-border',
        )}
      >
        {previewUrl ? (
          <img
            src={previewUrl}
            alt={texts.previewAlt}
            draggable={false}
            className="h-full w-full object-contain"
          />
        ) : (
          <ImageIcon className="size-10 text-muted" />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <label
          htmlFor={id}
          className="inline-flex min-h-10 cursor-pointer items-center rounded-lg border border-border px-3 text-sm font-medium hover:bg-surface-sunken focus-within:outline-2 focus-within:outline-brand"
        >
          {value ? texts.replace : texts.choose}
          <input
            id={id}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="sr-only"
            onChange={(event) => {
              onChange(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
        </label>
        {value ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="min-h-10 rounded-lg px-3 text-sm font-medium text-danger hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
          >
            {texts.remove}
          </button>
        ) : null}
      </div>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
