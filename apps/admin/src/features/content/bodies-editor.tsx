import { useTranslation } from 'react-i18next';
import { FieldError } from '@exchange/ui/field-error';
import { BodyFields } from './body-fields';
import { emptyBody } from './content-form';
import type { BodyValues, FieldErrors } from './content-form';
import { LanguagePicker } from './language-picker';

interface BodiesEditorProps {
  bodies: readonly BodyValues[];
  onChange: (bodies: BodyValues[]) => void;
  errors: FieldErrors;
  /** Where the bodies' errors are keyed in the request body (`bodies`). */
  path?: string;
  isReadOnly: boolean;
}

/**
 * The bodies of an article or a document, one per product language: add a language, remove one, edit each. The
 * server keeps exactly the languages sent (one not sent is removed).
 */
export function BodiesEditor({ bodies, onChange, errors, path = 'bodies', isReadOnly }: BodiesEditorProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-3" aria-label={t('content.languages')}>
      <h3 className="text-sm font-semibold">{t('content.languages')}</h3>
      <FieldError id={`${path}-error`} error={errors[path]} />
      {bodies.map((body, index) => (
        <BodyFields
          key={body.language}
          body={body}
          path={`${path}.${index}`}
          errors={errors}
          isReadOnly={isReadOnly}
          onChange={(next) => onChange(bodies.map((item, at) => (at === index ? next : item)))}
          onRemove={() => onChange(bodies.filter((_, at) => at !== index))}
        />
      ))}
      {isReadOnly ? null : (
        <LanguagePicker
          taken={bodies.map((body) => body.language)}
          onAdd={(language) => onChange([...bodies, emptyBody(language)])}
        />
      )}
    </section>
  );
}
