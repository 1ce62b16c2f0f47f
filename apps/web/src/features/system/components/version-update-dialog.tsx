import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@exchange/ui/button';
import { useVersionNoticeStore } from '../stores/version-notice-store';
import { markVersionNoticeSeen, reloadForVersion } from '../utils/version-notice';

/**
 * The update prompt of spec §4 (updateType 1): "Update now" reloads the page, "Later" (or closing) keeps this
 * page; either way the notice is remembered and not shown again.
 */
export function VersionUpdateDialog() {
  const { t } = useTranslation();
  const notice = useVersionNoticeStore((state) => state.prompt);
  const dismiss = useVersionNoticeStore((state) => state.dismiss);
  const later = () => {
    if (notice) markVersionNoticeSeen(notice.id);
    dismiss();
  };
  return (
    <Dialog.Root open={notice !== null} onOpenChange={(isOpen) => (isOpen ? undefined : later())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-0 z-50 m-auto flex h-fit w-[min(92vw,24rem)] flex-col gap-4 rounded-2xl bg-surface-raised p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t('versionNotice.title')}</Dialog.Title>
          <Dialog.Description className="text-sm">
            {t('versionNotice.body', { version: notice?.version ?? '' })}
          </Dialog.Description>
          <div className="flex justify-end gap-2">
            <Dialog.Close className={buttonClasses('secondary')}>{t('versionNotice.later')}</Dialog.Close>
            <button
              type="button"
              className={buttonClasses('primary')}
              onClick={() => {
                if (notice) reloadForVersion(notice.id);
                dismiss();
              }}
            >
              {t('versionNotice.updateNow')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
