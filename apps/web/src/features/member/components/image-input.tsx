import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageIcon } from '@/components/ui/icons';
import { ACCEPTED_IMAGE_TYPES } from '@/lib/image-rules';

interface ImageInputProps {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  hint?: string;
}

/** Picks one image and previews it. Validation (type, size) is the form's, so its message names the field. */
export function ImageInput({ label, value, onChange, error, hint }: ImageInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  // Only the preview of the current file is shown: a removed or replaced image never lingers.
  const previewUrl = value && preview?.file === value ? preview.url : null;

  useEffect(() => {
    if (!value) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file: value, url: reader.result });
    };
    reader.readAsDataURL(value);
    return () => reader.abort();
  }, [value]);

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div
        className={`flex aspect-[16/10] items-center justify-center overflow-hidden rounded-xl border-2 border-dashed bg-surface-raised ${error ? 'border-danger' : 'border-border'}`}
      >
        {previewUrl ? (
          <img
            src={previewUrl}
            alt={t('verified.imagePreviewAlt', { field: label })}
            draggable={false}
            className="h-full w-full object-contain"
          />
        ) : (
          <ImageIcon className="size-10 text-muted" />
        )}
      </div>
      <div className="flex gap-2">
        <label
          htmlFor={id}
          className="inline-flex min-h-10 cursor-pointer items-center rounded-lg border border-border px-3 text-sm font-medium hover:bg-surface-sunken focus-within:outline-2 focus-within:outline-brand"
        >
          {value ? t('verified.replaceImage') : t('verified.chooseImage')}
          <input
            id={id}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
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
            {t('verified.removeImage')}
          </button>
        ) : null}
      </div>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      {error ? (
        <p role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
