import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import type { OneTimePassword } from './staff-queries';

/**
 * The one-time password of a new or reset account. The server returns it once and never again, so the dialog
 * says so and offers a copy; closing it forgets the password.
 */
export function OneTimePasswordDialog({ result, onClose }: { result: OneTimePassword; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-0 z-50 m-auto flex h-fit w-[min(94vw,28rem)] flex-col gap-4 rounded-xl bg-surface-raised p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            {t('staff.oneTimePasswordTitle', { username: result.account.username })}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-muted">
            {t('staff.oneTimePasswordIntro')}
          </Dialog.Description>
          <div className="flex items-center justify-between gap-3 rounded-lg bg-surface-sunken p-3">
            <code
              aria-label={t('staff.oneTimePassword')}
              className="font-mono text-base break-all select-all"
            >
              {result.oneTimePassword}
            </code>
            <CopyButton text={result.oneTimePassword} />
          </div>
          <div className="flex justify-end">
            <Dialog.Close asChild>
              <Button>{t('common.done')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
