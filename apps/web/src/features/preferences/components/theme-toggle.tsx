import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '@/components/ui/shell-icons';
import { usePreferencesStore } from '@/data/preferences/preferences-store';

/** The desktop quick switch between the light and dark theme. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = usePreferencesStore((state) => state.theme);
  const setTheme = usePreferencesStore((state) => state.setTheme);
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
      aria-label={t(isDark ? 'nav.themeToggleToLight' : 'nav.themeToggleToDark')}
      className="rounded-lg p-2 text-muted hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-brand"
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
