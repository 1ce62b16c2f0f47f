import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Button } from '@exchange/ui/button';
import { ActionDialog } from '@/components/ui/action-dialog';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/staff-session';
import { useRowActionsColumn } from './row-actions';
import { languageText, nameOf } from './content-labels';
import { HelpCategoryEditor } from './help-category-editor';
import { useDeleteHelpCategory, useHelpCategoryTable } from './library-queries';
import type { AdminHelpCategory } from './library-queries';

type Opened =
  { kind: 'editor'; category: AdminHelpCategory | null } | { kind: 'delete'; category: AdminHelpCategory };

function DeleteCategoryDialog({ category, onClose }: { category: AdminHelpCategory; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteHelpCategory();
  const name = nameOf(category.names);
  return (
    <ActionDialog
      title={t('content.category.deleteTitle', { name })}
      summary={t('content.category.deleteSummary')}
      confirmLabel={t('content.delete')}
      confirmVariant="danger"
      isPending={remove.isPending}
      onClose={onClose}
      onSubmit={() =>
        remove.mutate(category.id, {
          onSuccess: () => notify.success(t('content.category.deleted', { name })),
          onSettled: onClose,
        })
      }
    />
  );
}

/** The help centre's categories in order, each name per language; changes need content.write. */
export function HelpCategoriesPanel() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.contentWrite);
  const list = useHelpCategoryTable();
  const [opened, setOpened] = useState<Opened | null>(null);
  const columns: Column<AdminHelpCategory>[] = [
    { key: 'sort', header: t('content.field.sort'), isNumeric: true, cell: (row) => row.sort },
    {
      key: 'names',
      header: t('content.field.names'),
      cell: (row) => (
        <ul className="flex flex-col gap-0.5">
          {row.names.map((name) => (
            <li key={name.language}>
              <span className="text-muted">{languageText(name.language)}:</span> {name.name}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'articles',
      header: t('content.category.articles'),
      isNumeric: true,
      cell: (row) => row.articleCount,
    },
  ];
  const actions = useRowActionsColumn<AdminHelpCategory>(
    (row) => nameOf(row.names),
    (row) => setOpened({ kind: 'editor', category: row }),
    (row) => setOpened({ kind: 'delete', category: row }),
  );
  return (
    <section className="flex flex-col gap-3" aria-labelledby="content-categories-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="content-categories-heading" className="font-semibold">
          {t('content.tabs.helpCategories')}
        </h2>
        {canWrite ? (
          <Button onClick={() => setOpened({ kind: 'editor', category: null })}>
            {t('content.category.new')}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted">{t('content.category.intro')}</p>
      <DataTable
        caption={t('content.tabs.helpCategories')}
        columns={canWrite ? [...columns, actions] : columns}
        query={list}
        rowKey={(row) => row.id}
        emptyMessage={t('content.category.empty')}
      />
      {opened?.kind === 'editor' ? (
        <HelpCategoryEditor category={opened.category} onClose={() => setOpened(null)} />
      ) : null}
      {opened?.kind === 'delete' ? (
        <DeleteCategoryDialog category={opened.category} onClose={() => setOpened(null)} />
      ) : null}
    </section>
  );
}
