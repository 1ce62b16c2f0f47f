import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Badge } from '@exchange/ui/badge';
import { DetailList } from '@exchange/ui/detail-list';
import { NO_VALUE } from '@exchange/ui/format';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { Drawer } from '@/components/ui/drawer';
import { FIRST_PAGE } from '@/components/ui/pagination';
import type { Paging } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { ForumActionButtons } from './forum-action-buttons';
import { itemStateText, itemStateTone } from './forum-labels';
import { useForumPost, useForumReplies } from './forum-queries';
import type { AdminForumItem, ForumAction } from './forum-queries';

const REPLY_PAGE = { ...FIRST_PAGE, pageSize: 20 };

function PostDetails({ post }: { post: AdminForumItem }) {
  const { t } = useTranslation();
  return (
    <DetailList
      items={[
        {
          label: t('columns.status'),
          value: <Badge tone={itemStateTone(post)}>{itemStateText(post)}</Badge>,
        },
        { label: t('forum.column.author'), value: t('forum.authorOf', post) },
        { label: t('columns.createdAt'), value: formatDateTime(post.createdAt) },
        { label: t('forum.column.reports'), value: post.openReports },
        { label: t('forum.rejectReason'), value: post.rejectReason ?? NO_VALUE },
        { label: t('forum.hiddenReason'), value: post.hiddenReason ?? NO_VALUE },
        { label: t('forum.decidedBy'), value: post.decidedBy ?? NO_VALUE },
        { label: t('forum.body'), value: <p className="whitespace-pre-wrap">{post.body}</p> },
      ]}
    />
  );
}

/** One post read fresh, with a page of every reply (hidden and deleted ones too) and their decisions. */
export function ForumPostDrawer({
  postId,
  onAction,
  onClose,
}: {
  postId: number;
  onAction: (item: AdminForumItem, action: ForumAction) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const canModerate = useCan(StaffPermission.forumModerate);
  const [paging, setPaging] = useState<Paging>(REPLY_PAGE);
  const query = useForumPost(postId, paging);
  const post = query.data?.post;
  const replies = useForumReplies(postId, paging);
  const columns: Column<AdminForumItem>[] = [
    { key: 'author', header: t('forum.column.author'), cell: (row) => t('forum.authorOf', row) },
    {
      key: 'body',
      header: t('forum.body'),
      cell: (row) => <p className="whitespace-pre-wrap">{row.body}</p>,
    },
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
  return (
    <Drawer
      title={post ? post.title : t('forum.postTitle', { id: postId })}
      onClose={onClose}
      footer={post && canModerate ? <ForumActionButtons item={post} onAction={onAction} /> : null}
    >
      {query.isError ? <ErrorState onRetry={() => void query.refetch()} /> : null}
      {query.isPending ? <LoadingState /> : null}
      {post ? (
        <div className="flex flex-col gap-5">
          <PostDetails post={post} />
          <DataTable
            caption={t('forum.replies')}
            columns={canModerate ? [...columns, actions] : columns}
            query={replies}
            rowKey={(row) => row.id}
            paging={paging}
            onPagingChange={setPaging}
            emptyMessage={t('forum.noReplies')}
          />
        </div>
      ) : null}
    </Drawer>
  );
}
