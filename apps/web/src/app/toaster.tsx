import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { languageDirection } from '@exchange/domain/format/language';
import { Toaster } from 'sonner';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { markToasterMounted } from '@/lib/notify';

/** Spec §8: popups close by themselves after 3 s. */
export const TOAST_DURATION_MS = 3_000;

/** The popup host; loaded lazily by providers.tsx (see lib/notify.ts). */
export function AppToaster() {
  const { i18n } = useTranslation();
  const theme = usePreferencesStore((state) => state.theme);
  useEffect(markToasterMounted, []);
  return (
    <Toaster
      position="top-center"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      theme={theme}
      dir={languageDirection(i18n.language)}
    />
  );
}
