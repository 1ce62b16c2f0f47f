import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationTypeCode } from '@exchange/contracts/http/system/reference/reference-data';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { SelectField } from '@exchange/ui/select-field';
import { TextField } from '@exchange/ui/text-field';
import { TranslationEditor } from './translation-editor';
import { flattenStrings } from './translation-keys';
import { useLanguages, useTranslations } from './system-queries';
import type { TranslationsQuery } from './system-queries';

/** Datalist suggestions are capped: a namespace has hundreds of keys and typing narrows them. */
const KEY_SUGGESTIONS_MAX = 200;

/** Override one string of the app in one language: pick language, namespace and key, then edit the text. */
export function TranslationsPanel() {
  const { t } = useTranslation();
  const keyListId = useId();
  const languages = useLanguages();
  const [language, setLanguage] = useState('en');
  const [typeCode, setTypeCode] = useState<TranslationsQuery['typeCode']>('app');
  const [key, setKey] = useState('');
  const translations = useTranslations({ language, typeCode });
  const strings = translations.data ? flattenStrings(translations.data.tree) : new Map<string, string>();
  const typed = key.trim();
  const suggestions = [...strings.keys()]
    .filter((candidate) => candidate.includes(typed))
    .slice(0, KEY_SUGGESTIONS_MAX);
  const shipped = strings.get(typed);
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <p className="text-sm text-muted">{t('system.translationsIntro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('system.language')}
          options={(languages.data?.list ?? [{ code: 'en', name: 'English' }]).map((row) => ({
            value: row.code,
            label: `${row.name} (${row.code})`,
          }))}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
        />
        <SelectField
          label={t('system.namespace')}
          options={TranslationTypeCode.map((code) => ({
            value: code,
            label: t(`system.namespaces.${code}`),
          }))}
          value={typeCode}
          onChange={(event) => setTypeCode(event.target.value as TranslationsQuery['typeCode'])}
        />
        <TextField
          label={t('system.translationKey')}
          className="min-w-64 flex-1"
          list={keyListId}
          autoComplete="off"
          value={key}
          onChange={(event) => setKey(event.target.value)}
          error={
            typed !== '' && translations.data && shipped === undefined ? t('system.unknownKey') : undefined
          }
        />
        <datalist id={keyListId}>
          {suggestions.map((candidate) => (
            <option key={candidate} value={candidate} />
          ))}
        </datalist>
      </div>
      {translations.isPending ? <LoadingState /> : null}
      {translations.isError ? <ErrorState onRetry={() => void translations.refetch()} /> : null}
      {translations.data && shipped !== undefined ? (
        <TranslationEditor
          key={`${language}/${typeCode}/${typed}`}
          target={{ language, typeCode, key: typed }}
          shipped={shipped}
          override={translations.data.overrides[typed] ?? null}
        />
      ) : null}
    </section>
  );
}
