import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import type { Column } from '@/components/ui/data-table';

/** The Edit and Delete buttons of a row (help categories, banners), each named after the row for screen readers. */
export function useRowActionsColumn<T>(
  nameOfRow: (row: T) => string,
  onEdit: (row: T) => void,
  onDelete: (row: T) => void,
): Column<T> {
  const { t } = useTranslation();
  return {
    key: 'actions',
    header: t('content.column.actions'),
    cell: (row) => (
      <div className="flex flex-wrap gap-1">
        <Button
          isSmall
          variant="secondary"
          aria-label={t('content.editOf', { name: nameOfRow(row) })}
          onClick={() => onEdit(row)}
        >
          {t('content.edit')}
        </Button>
        <Button
          isSmall
          variant="danger"
          aria-label={t('content.deleteOf', { name: nameOfRow(row) })}
          onClick={() => onDelete(row)}
        >
          {t('content.delete')}
        </Button>
      </div>
    ),
  };
}
