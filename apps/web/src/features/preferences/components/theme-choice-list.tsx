import { useTranslation } from 'react-i18next';
import { ChoiceList } from '@/components/ui/choice-list';
import { THEMES, usePreferencesStore } from '@/data/preferences/preferences-store';
import type { Theme } from '@/data/preferences/preferences-store';

export function ThemeChoiceList() {
  const { t } = useTranslation();
  const theme = usePreferencesStore((state) => state.theme);
  const setTheme = usePreferencesStore((state) => state.setTheme);
  return (
    <ChoiceList
      label={t('theme.title')}
      value={theme}
      onChange={(value) => setTheme(value as Theme)}
      choices={THEMES.map((value) => ({
        value,
        label: t(`theme.${value}`),
        start: (
          <span
            aria-hidden="true"
            className={`size-6 rounded-full border border-border ${value === 'dark' ? 'bg-gray-900' : 'bg-white'}`}
          />
        ),
      }))}
    />
  );
}
