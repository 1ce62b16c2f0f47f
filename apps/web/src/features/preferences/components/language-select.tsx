import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/components/ui/shell-icons';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import type { LanguageOption } from './language-choice-list';

/** The desktop quick switch for the UI language (a native select: keyboard and screen-reader friendly). */
export function LanguageSelect({ languages }: { languages: readonly LanguageOption[] }) {
  const { t } = useTranslation();
  const language = usePreferencesStore((state) => state.language);
  const setLanguage = usePreferencesStore((state) => state.setLanguage);
  return (
    <label className="flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm text-muted hover:bg-surface-sunken focus-within:outline-2 focus-within:outline-brand">
      <GlobeIcon />
      <span className="sr-only">{t('nav.language')}</span>
      <select
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
        className="bg-transparent text-sm text-text outline-none"
      >
        {languages.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
