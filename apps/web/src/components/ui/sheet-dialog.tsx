import { clsx } from 'clsx';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';

interface SheetDialogProps {
  title: string;
  /** Shown under the title; `isDescriptionHidden` keeps it for screen readers only. Defaults to the title. */
  description?: string;
  isDescriptionHidden?: boolean;
  /** `form`: centred on desktop, the sheet scrolls. `list`: a taller picker near the top whose list scrolls. */
  layout?: 'form' | 'list';
  onClose: () => void;
  children: ReactNode;
}

const LAYOUTS = {
  form: 'max-h-[90dvh] gap-4 overflow-y-auto p-5 sm:inset-0 sm:m-auto sm:h-fit sm:w-[26rem]',
  list: 'max-h-[85dvh] gap-3 p-4 sm:top-[10dvh] sm:bottom-auto sm:mx-auto sm:w-[28rem]',
} as const;

/** A bottom sheet on phones and a dialog on desktop (focus trapped, Escape and the close button dismiss it). */
export function SheetDialog({
  title,
  description,
  isDescriptionHidden = false,
  layout = 'form',
  onClose,
  children,
}: SheetDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className={clsx(
            'fixed inset-x-0 bottom-0 z-50 flex flex-col rounded-t-2xl bg-surface-raised shadow-xl sm:rounded-2xl',
            LAYOUTS[layout],
          )}
        >
          <div className="flex items-center justify-between gap-2">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t('common.cancel')}
              className="rounded-lg p-2 text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-brand"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description
            className={description && !isDescriptionHidden ? 'text-sm text-muted' : 'sr-only'}
          >
            {description ?? title}
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A sheet holding one form: Enter and the submit button call `onSubmit` (the page does not reload); fields are
 * checked by the form itself (`noValidate`), so every message names its field in the app's words.
 */
export function SheetForm({
  onSubmit,
  children,
  ...sheet
}: Omit<SheetDialogProps, 'layout'> & { onSubmit: () => void }) {
  return (
    <SheetDialog {...sheet}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </SheetDialog>
  );
}
