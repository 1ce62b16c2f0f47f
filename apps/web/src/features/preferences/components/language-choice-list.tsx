import { useTranslation } from 'react-i18next';
import { ChoiceList } from '@/components/ui/choice-list';
import { usePreferencesStore } from '@/data/preferences/preferences-store';

export interface LanguageOption {
  code: string;
  name: string;
}

/** The language list (from the server); a choice applies at once. */
export function LanguageChoiceList({
  languages,
  onChosen,
}: {
  languages: readonly LanguageOption[];
  onChosen?: (code: string) => void;
}) {
  const { t } = useTranslation();
  const language = usePreferencesStore((state) => state.language);
  const setLanguage = usePreferencesStore((state) => state.setLanguage);
  return (
    <ChoiceList
      label={t('language.title')}
      value={language}
      onChange={(code) => {
        setLanguage(code);
        onChosen?.(code);
      }}
      choices={languages.map((option) => ({
        value: option.code,
        label: option.name,
        end: <span lang="en">{option.code}</span>,
      }))}
    />
  );
}
