import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { buttonClasses } from '@exchange/ui/button';
import { useRealNameNoticeStore } from '../stores/real-name-notice-store';

/**
 * The "Real name rejected" modal of spec §8 with staff's remark, opened by a REAL_NAME_NOTICE push (see
 * hooks/use-member-pushes.ts) on whatever screen the user is on; it leads to the verification screen to resubmit.
 */
export function RealNameRejectedDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rejection = useRealNameNoticeStore((state) => state.rejection);
  const dismiss = useRealNameNoticeStore((state) => state.dismiss);
  const remark = rejection?.remark?.trim();
  return (
    <Dialog.Root open={rejection !== null} onOpenChange={(isOpen) => (isOpen ? undefined : dismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-0 z-50 m-auto flex h-fit w-[min(92vw,24rem)] flex-col gap-4 rounded-2xl bg-surface-raised p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t('verified.rejectedTitle')}</Dialog.Title>
          <Dialog.Description className="text-sm">
            {remark ? t('verified.rejectedWithRemark', { remark }) : t('verified.rejectedNoRemark')}
          </Dialog.Description>
          <div className="flex justify-end gap-2">
            <Dialog.Close className={buttonClasses('secondary')}>{t('orderHistory.notice.ok')}</Dialog.Close>
            <button
              type="button"
              className={buttonClasses('primary')}
              onClick={() => {
                void navigate(paths.mineVerified.path);
                dismiss();
              }}
            >
              {t('verified.submitAgain')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
