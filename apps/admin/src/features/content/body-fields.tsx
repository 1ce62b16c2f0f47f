import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentFormat } from '@exchange/contracts/enums';
import {
  CONTENT_BODY_MAX,
  CONTENT_SUMMARY_MAX,
  CONTENT_TITLE_MAX,
} from '@exchange/contracts/http/content/index';
import { Button } from '@exchange/ui/button';
import { ContentBody } from '@exchange/ui/content-body';
import { FieldError } from '@exchange/ui/field-error';
import { SelectField } from '@exchange/ui/select-field';
import { TextField } from '@exchange/ui/text-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import type { BodyValues, FieldErrors } from './content-form';
import { isRtlLanguage, languageText } from './content-labels';

interface BodyFieldsProps {
  body: BodyValues;
  /** Where this body's errors are keyed: `bodies.2`. */
  path: string;
  errors: FieldErrors;
  isReadOnly: boolean;
  onChange: (body: BodyValues) => void;
  onRemove: () => void;
}

/** One language's body: title, summary, format (markdown or rich text) and the text, in that language's direction. */
export function BodyFields({ body, path, errors, isReadOnly, onChange, onRemove }: BodyFieldsProps) {
  const { t } = useTranslation();
  // A role that may only read sees the body rendered (its inputs, and this toggle, are disabled).
  const [isPreview, setIsPreview] = useState(isReadOnly);
  const language = languageText(body.language);
  const dir = isRtlLanguage(body.language) ? 'rtl' : 'ltr';
  const set = (field: keyof BodyValues) => (event: { target: { value: string } }) =>
    onChange({ ...body, [field]: event.target.value });
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{language}</legend>
      <FieldError id={`${path}-language-error`} error={errors[`${path}.language`]} />
      <TextField
        label={t('content.field.title')}
        dir={dir}
        value={body.title}
        maxLength={CONTENT_TITLE_MAX}
        error={errors[`${path}.title`]}
        onChange={set('title')}
      />
      <TextAreaField
        label={t('content.field.summary')}
        dir={dir}
        rows={2}
        value={body.summary}
        maxLength={CONTENT_SUMMARY_MAX}
        error={errors[`${path}.summary`]}
        onChange={set('summary')}
      />
      <SelectField
        label={t('content.field.format')}
        value={body.format}
        error={errors[`${path}.format`]}
        options={[
          { value: String(ContentFormat.markdown), label: t('content.format.markdown') },
          { value: String(ContentFormat.richText), label: t('content.format.richText') },
        ]}
        onChange={set('format')}
      />
      <TextAreaField
        label={t('content.field.body')}
        dir={dir}
        rows={10}
        className="font-mono"
        value={body.body}
        maxLength={CONTENT_BODY_MAX}
        error={errors[`${path}.body`]}
        onChange={set('body')}
      />
      {isPreview ? (
        <div
          role="region"
          aria-label={t('content.previewOf', { language })}
          className="rounded-lg border border-dashed border-border p-3"
        >
          <ContentBody format={Number(body.format)} body={body.body} dir={dir} />
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button isSmall variant="secondary" aria-pressed={isPreview} onClick={() => setIsPreview(!isPreview)}>
          {t('content.preview')}
        </Button>
        {isReadOnly ? null : (
          <Button
            isSmall
            variant="danger"
            aria-label={t('content.removeLanguageOf', { language })}
            onClick={onRemove}
          >
            {t('content.removeLanguage')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
