import { useTranslation } from 'react-i18next';
import { ActionDialog } from '@/components/ui/action-dialog';
import { ChangesTable } from '@/components/ui/changes-table';
import type { ChangeRow } from '@/components/ui/changes-table';

interface ConfirmChangesDialogProps {
  title: string;
  summary: string;
  rows: readonly ChangeRow[];
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirm step of an editor: what it changes, as a before → after table. */
export function ConfirmChangesDialog({
  title,
  summary,
  rows,
  isPending,
  onConfirm,
  onClose,
}: ConfirmChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <ActionDialog
      title={title}
      summary={summary}
      confirmLabel={t('markets.saveChanges')}
      isPending={isPending}
      onSubmit={onConfirm}
      onClose={onClose}
    >
      <ChangesTable caption={title} rows={rows} />
    </ActionDialog>
  );
}
