import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { FieldError } from '@exchange/ui/field-error';
import { TextField } from '@exchange/ui/text-field';
import type { FieldErrors, NameValues } from './content-form';
import { isRtlLanguage, languageText } from './content-labels';
import { LanguagePicker } from './language-picker';

const NAME_MAX_LENGTH = 100;

interface NamesEditorProps {
  /** "Name" or "Title": what each language's text is. */
  label: string;
  names: readonly NameValues[];
  onChange: (names: NameValues[]) => void;
  errors: FieldErrors;
  /** Where the names' errors are keyed in the request body (`names`, `titles`). */
  path: string;
}

/** A short text per product language (a help category's name, a banner's title): add, edit, remove. */
export function NamesEditor({ label, names, onChange, errors, path }: NamesEditorProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-3" aria-label={t('content.languages')}>
      <h3 className="text-sm font-semibold">{t('content.languages')}</h3>
      <FieldError id={`${path}-error`} error={errors[path]} />
      {names.map((name, index) => {
        const language = languageText(name.language);
        return (
          <div key={name.language} className="flex items-end gap-2">
            <TextField
              label={`${label}, ${language}`}
              className="flex-1"
              dir={isRtlLanguage(name.language) ? 'rtl' : 'ltr'}
              value={name.name}
              maxLength={NAME_MAX_LENGTH}
              error={errors[`${path}.${index}.name`] ?? errors[`${path}.${index}.language`]}
              onChange={(event) =>
                onChange(
                  names.map((item, at) => (at === index ? { ...item, name: event.target.value } : item)),
                )
              }
            />
            <Button
              variant="danger"
              aria-label={t('content.removeLanguageOf', { language })}
              onClick={() => onChange(names.filter((_, at) => at !== index))}
            >
              ✕
            </Button>
          </div>
        );
      })}
      <LanguagePicker
        taken={names.map((name) => name.language)}
        onAdd={(language) => onChange([...names, { language, name: '' }])}
      />
    </section>
  );
}
