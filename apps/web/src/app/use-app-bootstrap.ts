import { useEffect } from 'react';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { useAppInfo } from '@/features/system/api/get-app-info';
import { useLanguages } from '@/features/system/api/list-languages';
import { DEFAULT_LANGUAGE } from '@/lib/i18n';

/** Spec §2: the page title is the app name from app info. */
export function useDocumentTitle(): void {
  const { data } = useAppInfo();
  useEffect(() => {
    if (data?.APP_BASE_NAME) document.title = data.APP_BASE_NAME;
  }, [data?.APP_BASE_NAME]);
}

/** Spec §5: a stored language missing from the server's language list falls back to the default (en). */
export function useLanguageValidation(): void {
  const { data: languages } = useLanguages();
  const language = usePreferencesStore((state) => state.language);
  const setLanguage = usePreferencesStore((state) => state.setLanguage);
  useEffect(() => {
    if (languages && !languages.some((entry) => entry.code === language)) setLanguage(DEFAULT_LANGUAGE);
  }, [languages, language, setLanguage]);
}
