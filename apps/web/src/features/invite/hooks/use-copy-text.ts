import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';

/** Copies a value and says so; where the clipboard is refused, asks the user to copy it by hand. */
export function useCopyText() {
  const { t } = useTranslation();
  return useCallback(
    async (value: string, label: string) => {
      try {
        await navigator.clipboard.writeText(value);
        notify.success(t('invite.code.copied', { field: label }));
      } catch {
        notify.error(t('invite.code.copyFailed'));
      }
    },
    [t],
  );
}
