import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Button } from '@exchange/ui/button';
import { NO_VALUE } from '@exchange/ui/format';
import { ActionDialog } from '@/components/ui/action-dialog';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/staff-session';
import { useRowActionsColumn } from './row-actions';
import { languagesText, nameOf } from './content-labels';
import { useDeleteSlide, useSlideTable } from './library-queries';
import type { AdminSlide } from './library-queries';
import { SlideEditor } from './slide-editor';

type Opened = { kind: 'editor'; slide: AdminSlide | null } | { kind: 'delete'; slide: AdminSlide };

function DeleteSlideDialog({ slide, onClose }: { slide: AdminSlide; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteSlide();
  const title = nameOf(slide.titles);
  return (
    <ActionDialog
      title={t('content.slide.deleteTitle', { title })}
      summary={t('content.slide.deleteSummary')}
      confirmLabel={t('content.delete')}
      confirmVariant="danger"
      isPending={remove.isPending}
      onClose={onClose}
      onSubmit={() =>
        remove.mutate(slide.id, {
          onSuccess: () => notify.success(t('content.slide.deleted', { title })),
          onSettled: onClose,
        })
      }
    />
  );
}

const windowText = (slide: AdminSlide) =>
  slide.startsAt === null && slide.endsAt === null
    ? NO_VALUE
    : `${formatDateTime(slide.startsAt)} – ${formatDateTime(slide.endsAt)}`;

/** The app's home banners in order, inactive ones too; changes need content.write. */
export function SlidesPanel() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.contentWrite);
  const list = useSlideTable();
  const [opened, setOpened] = useState<Opened | null>(null);
  const columns: Column<AdminSlide>[] = [
    { key: 'sort', header: t('content.field.sort'), isNumeric: true, cell: (row) => row.sort },
    { key: 'title', header: t('content.field.title'), cell: (row) => nameOf(row.titles) },
    { key: 'languages', header: t('content.languages'), cell: (row) => languagesText(row.titles) },
    {
      key: 'image',
      header: t('content.field.imageUrl'),
      cell: (row) => (
        <span dir="ltr" className="break-all">
          {row.imageUrl}
        </span>
      ),
    },
    {
      key: 'link',
      header: t('content.field.link'),
      cell: (row) => <span dir="ltr">{row.link ?? NO_VALUE}</span>,
    },
    { key: 'window', header: t('content.slide.window'), cell: windowText },
  ];
  const actions = useRowActionsColumn<AdminSlide>(
    (row) => nameOf(row.titles),
    (row) => setOpened({ kind: 'editor', slide: row }),
    (row) => setOpened({ kind: 'delete', slide: row }),
  );
  return (
    <section className="flex flex-col gap-3" aria-labelledby="content-slides-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="content-slides-heading" className="font-semibold">
          {t('content.tabs.slides')}
        </h2>
        {canWrite ? (
          <Button onClick={() => setOpened({ kind: 'editor', slide: null })}>{t('content.slide.new')}</Button>
        ) : null}
      </div>
      <p className="text-sm text-muted">{t('content.slide.intro')}</p>
      <DataTable
        caption={t('content.tabs.slides')}
        columns={canWrite ? [...columns, actions] : columns}
        query={list}
        rowKey={(row) => row.id}
        emptyMessage={t('content.slide.empty')}
      />
      {opened?.kind === 'editor' ? (
        <SlideEditor slide={opened.slide} onClose={() => setOpened(null)} />
      ) : null}
      {opened?.kind === 'delete' ? (
        <DeleteSlideDialog slide={opened.slide} onClose={() => setOpened(null)} />
      ) : null}
    </section>
  );
}
