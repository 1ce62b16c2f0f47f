import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import type { ForumQueueFilter } from '@exchange/contracts/http/forum/forum-admin';
import type { ForumItemKind } from '@exchange/contracts/http/forum/forum-common';
import { Badge } from '@exchange/ui/badge';
import { SelectField } from '@exchange/ui/select-field';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { FIRST_PAGE } from '@/components/ui/pagination';
import type { Paging } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { ForumActionButtons } from './forum-action-buttons';
import { ForumActionDialog } from './forum-action-dialog';
import { excerpt, itemStateText, itemStateTone, kindOptions, statusOptions } from './forum-labels';
import { ForumPostDrawer } from './forum-post-drawer';
import { useForumQueue } from './forum-queries';
import type { AdminForumItem, ForumAction } from './forum-queries';

/**
 * The moderation queue: items with open reports first, then pending posts, then the newest; filtered by status and
 * kind. A row opens its post with every reply; the decisions show only with forum.moderate.
 */
export function ForumQueuePanel() {
  const { t } = useTranslation();
  const canModerate = useCan(StaffPermission.forumModerate);
  const [status, setStatus] = useState('');
  const [kind, setKind] = useState('');
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const page = useForumQueue(
    paging,
    status === '' ? undefined : (status as ForumQueueFilter),
    kind === '' ? undefined : (kind as ForumItemKind),
  );
  const [openPostId, setOpenPostId] = useState<number | null>(null);
  const [acting, setActing] = useState<{ item: AdminForumItem; action: ForumAction } | null>(null);
  const onAction = (item: AdminForumItem, action: ForumAction) => setActing({ item, action });
  const columns: Column<AdminForumItem>[] = [
    { key: 'kind', header: t('forum.column.kind'), cell: (row) => t(`forum.kind.${row.kind}`) },
    {
      key: 'item',
      header: t('forum.column.item'),
      cell: (row) => (
        <div className="flex flex-col">
          <span className="font-medium">{excerpt(row.title, 60)}</span>
          <span className="text-sm text-muted">{excerpt(row.body)}</span>
        </div>
      ),
    },
    { key: 'author', header: t('forum.column.author'), cell: (row) => t('forum.authorOf', row) },
    {
      key: 'state',
      header: t('columns.status'),
      cell: (row) => <Badge tone={itemStateTone(row)}>{itemStateText(row)}</Badge>,
    },
    { key: 'reports', header: t('forum.column.reports'), isNumeric: true, cell: (row) => row.openReports },
    { key: 'created', header: t('columns.createdAt'), cell: (row) => formatDateTime(row.createdAt) },
  ];
  const actions: Column<AdminForumItem> = {
    key: 'actions',
    header: t('forum.column.actions'),
    cell: (row) => <ForumActionButtons item={row} onAction={onAction} />,
  };
  const resetPage = () => setPaging((current) => ({ ...current, pageNo: 1 }));
  return (
    <section className="flex flex-col gap-3" aria-labelledby="forum-queue-heading">
      <h2 id="forum-queue-heading" className="font-semibold">
        {t('forum.queueTitle')}
      </h2>
      <p className="text-sm text-muted">{t('forum.queueIntro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('columns.status')}
          value={status}
          options={statusOptions()}
          onChange={(event) => {
            setStatus(event.target.value);
            resetPage();
          }}
        />
        <SelectField
          label={t('forum.column.kind')}
          value={kind}
          options={kindOptions()}
          onChange={(event) => {
            setKind(event.target.value);
            resetPage();
          }}
        />
      </div>
      <DataTable
        caption={t('forum.queueTitle')}
        columns={canModerate ? [...columns, actions] : columns}
        query={page}
        rowKey={(row) => `${row.kind}-${row.id}`}
        rowLabel={(row) => excerpt(row.title, 60)}
        onOpen={(row) => setOpenPostId(row.postId)}
        paging={paging}
        onPagingChange={setPaging}
        emptyMessage={t('forum.noItems')}
      />
      {openPostId === null ? null : (
        <ForumPostDrawer postId={openPostId} onAction={onAction} onClose={() => setOpenPostId(null)} />
      )}
      {acting ? (
        <ForumActionDialog item={acting.item} action={acting.action} onClose={() => setActing(null)} />
      ) : null}
    </section>
  );
}
