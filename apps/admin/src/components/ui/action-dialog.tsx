import { Dialog } from 'radix-ui';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import type { ButtonVariant } from '@exchange/ui/button';

interface ActionDialogProps {
  title: string;
  /** Exactly what will change, in one or more sentences (the dialog's accessible description). */
  summary: string;
  /** Lines of detail under the summary (amounts, destinations, hold effects). */
  changes?: readonly string[];
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  isPending?: boolean;
  /** Inputs the action needs (a remark, a payout reference); the dialog is their form, so Enter submits. */
  children?: ReactNode;
  onSubmit: () => void;
  onClose: () => void;
}

/** The confirm step of every staff action: a modal form (focus trapped, Esc and Cancel close it). */
export function ActionDialog({
  title,
  summary,
  changes = [],
  confirmLabel,
  confirmVariant = 'primary',
  isPending = false,
  children,
  onSubmit,
  onClose,
}: ActionDialogProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) onSubmit();
  };
  return (
    <Dialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-0 z-50 m-auto flex h-fit max-h-[90dvh] w-[min(94vw,32rem)] flex-col gap-4 overflow-y-auto rounded-xl bg-surface-raised p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm">{summary}</Dialog.Description>
          {changes.length > 0 ? (
            <ul className="list-disc space-y-1 ps-5 text-sm text-muted">
              {changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          ) : null}
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            {children}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('common.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" variant={confirmVariant} isLoading={isPending}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
