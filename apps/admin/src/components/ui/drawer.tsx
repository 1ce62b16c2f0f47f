import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DrawerProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (the record's actions). */
  footer?: ReactNode;
}

/** A detail panel sliding in from the end side (focus trapped, Esc and the close button dismiss it). */
export function Drawer({ title, onClose, children, footer }: DrawerProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-30 bg-black/30" />
        <Dialog.Content className="fixed inset-y-0 end-0 z-30 flex w-[min(100vw,36rem)] flex-col bg-surface-raised shadow-xl">
          <div className="flex items-center justify-between gap-2 border-b border-border px-5 py-3">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t('common.close')}
              className="rounded-lg px-2 py-1 text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-brand"
            >
              ✕
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{title}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-border px-5 py-3">{footer}</div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
