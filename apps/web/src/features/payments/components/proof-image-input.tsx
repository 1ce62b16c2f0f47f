import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageIcon } from '@/components/ui/icons';
import { ACCEPTED_IMAGE_TYPES } from '@/lib/image-rules';

interface ProofImageInputProps {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  hint?: string;
}

/**
 * Picks the payment screenshot and previews it (portrait: most are phone screenshots). Type and size are checked
 * by the form, so the message names the field; the server checks the bytes again.
 */
export function ProofImageInput({ label, value, onChange, error, hint }: ProofImageInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
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
        className={clsx(
          'flex h-56 items-center justify-center overflow-hidden rounded-xl border-2 border-dashed bg-surface-raised',
          error ? 'border-danger' : 'border-border',
        )}
      >
        {previewUrl ? (
          <img
            src={previewUrl}
            alt={t('deposit.confirm.proofPreview')}
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
          {value ? t('deposit.confirm.replaceImage') : t('deposit.confirm.chooseImage')}
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
            {t('deposit.confirm.removeImage')}
          </button>
        ) : null}
      </div>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
