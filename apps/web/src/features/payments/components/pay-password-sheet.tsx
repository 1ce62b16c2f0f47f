import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Button, buttonClasses } from '@exchange/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import type { SheetProblem } from '../hooks/use-withdraw-submission';
import { DetailList } from '@exchange/ui/detail-list';
import type { DetailItem } from '@exchange/ui/detail-list';
import { Notice } from './notice';

const PAY_PASSWORD_PATTERN = /^\d{6}$/;

interface PayPasswordSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  summary: readonly DetailItem[];
  isPending: boolean;
  problem: SheetProblem | null;
  /** The user is correcting the password: a "wrong password" answer no longer applies. */
  onClearProblem: () => void;
  onConfirm: (payPassword: string) => void;
}

/**
 * The last step of a withdrawal: what will happen, and the 6-digit pay password (masked). A bottom sheet on
 * phones, a dialog on desktop; focus stays inside and Escape cancels.
 */
export function PayPasswordSheet({
  isOpen,
  onOpenChange,
  summary,
  isPending,
  problem,
  onClearProblem,
  onConfirm,
}: PayPasswordSheetProps) {
  const { t } = useTranslation();
  const [payPassword, setPayPassword] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const label = t('fields.payPassword');
  const passwordError = localError ?? (problem?.kind === 'payPassword' ? problem.message : undefined);

  const confirm = () => {
    if (!PAY_PASSWORD_PATTERN.test(payPassword)) {
      setLocalError(
        payPassword
          ? t('validation.payPassword', { field: label })
          : t('validation.required', { field: label }),
      );
      return;
    }
    onConfirm(payPassword);
  };

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (!next) setPayPassword('');
        setLocalError(null);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col gap-4 overflow-y-auto rounded-t-2xl bg-surface-raised p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-xl sm:inset-0 sm:m-auto sm:h-fit sm:w-[min(92vw,26rem)] sm:rounded-2xl">
          <Dialog.Title className="text-lg font-semibold">{t('withdraw.confirm.title')}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">
            {t('withdraw.confirm.description')}
          </Dialog.Description>
          <DetailList items={summary} />
          {problem?.kind === 'payPasswordNotSet' ? (
            <Notice tone="warning">
              <span>{problem.message}</span>
              <Link to={paths.mineChangePayPassword.path} className="font-semibold text-brand underline">
                {t('withdraw.confirm.setPayPassword')}
              </Link>
            </Notice>
          ) : null}
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              // The sheet is portalled, but React bubbles submit through the tree to the page's form.
              event.preventDefault();
              event.stopPropagation();
              confirm();
            }}
          >
            <PasswordField
              label={label}
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              dir="ltr"
              autoFocus
              value={payPassword}
              onChange={(event) => {
                setPayPassword(event.target.value.replace(/\D/g, '').slice(0, 6));
                setLocalError(null);
                if (problem?.kind === 'payPassword') onClearProblem();
              }}
              error={passwordError}
            />
            <div className="grid grid-cols-2 gap-2">
              <Dialog.Close className={buttonClasses('secondary')}>{t('common.cancel')}</Dialog.Close>
              <Button type="submit" isLoading={isPending}>
                {t('withdraw.confirm.submit')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
