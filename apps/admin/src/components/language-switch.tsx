import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from '@/lib/i18n';
import type { LanguageCode } from '@/lib/i18n';

/** The UI language (English, Chinese); the server's messages follow it through the `language` header. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t('common.language')}</span>
      <select
        className="min-h-8 rounded-lg border border-border bg-surface-raised px-2"
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as LanguageCode)}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
