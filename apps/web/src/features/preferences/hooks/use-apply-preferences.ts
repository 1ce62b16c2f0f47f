import { useEffect } from 'react';
import { changeLanguage } from '@/lib/i18n';
import { usePreferencesStore } from '@/data/preferences/preferences-store';

/**
 * Applies the preferences to the document as soon as they change: theme (`class="dark"`, `data-theme`),
 * up/down colours (`data-up-down`, read by the --color-up / --color-down variables) and the UI language
 * (which sets `<html lang dir>` once its strings are loaded).
 */
export function useApplyPreferences(): void {
  const theme = usePreferencesStore((state) => state.theme);
  const upDownColor = usePreferencesStore((state) => state.upDownColor);
  const language = usePreferencesStore((state) => state.language);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
  }, [theme]);

  useEffect(() => {
    document.documentElement.dataset.upDown = upDownColor;
  }, [upDownColor]);

  useEffect(() => {
    void changeLanguage(language);
  }, [language]);
}
