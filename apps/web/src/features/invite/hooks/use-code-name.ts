import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A code's name: its label, or the app's own name for the registration code (stored with an empty label). */
export function useCodeName() {
  const { t } = useTranslation();
  return useCallback(
    (code: { label: string }) => (code.label.trim() === '' ? t('invite.code.defaultName') : code.label),
    [t],
  );
}
