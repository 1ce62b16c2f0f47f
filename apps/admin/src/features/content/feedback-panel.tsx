import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { NO_VALUE } from '@exchange/ui/format';
import { SelectField } from '@exchange/ui/select-field';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { FIRST_PAGE } from '@/components/ui/pagination';
import type { Paging } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { feedbackTypeText } from './content-labels';
import { FeedbackImage } from './feedback-image';
import { useFeedbackPage } from './feedback-queries';
import type { AdminFeedback, FeedbackFilter } from './feedback-queries';
import { FeedbackReplyDialog } from './feedback-reply-dialog';

const FILTERS: readonly FeedbackFilter[] = ['all', 'unanswered', 'answered'];

function ReplyCell({ row }: { row: AdminFeedback }) {
  const { t } = useTranslation();
  if (row.reply === null) return <Badge tone="warning">{t('content.feedback.unanswered')}</Badge>;
  return (
    <div className="flex flex-col gap-1">
      <p className="whitespace-pre-wrap">{row.reply}</p>
      <p className="text-xs text-muted">
        {t('content.feedback.repliedBy', {
          by: row.repliedBy ?? NO_VALUE,
          time: formatDateTime(row.repliedAt),
        })}
      </p>
    </div>
  );
}

/** Members' feedback, unanswered first, with their images; replying needs content.write. */
export function FeedbackPanel() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.contentWrite);
  const [filter, setFilter] = useState<FeedbackFilter>('all');
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const page = useFeedbackPage(paging, filter);
  const [replying, setReplying] = useState<AdminFeedback | null>(null);
  const columns: Column<AdminFeedback>[] = [
    { key: 'created', header: t('content.column.createdAt'), cell: (row) => formatDateTime(row.createdAt) },
    { key: 'user', header: t('content.feedback.userId'), cell: (row) => row.userId },
    { key: 'type', header: t('content.feedback.typeLabel'), cell: (row) => feedbackTypeText(row.type) },
    {
      key: 'text',
      header: t('content.feedback.text'),
      cell: (row) => <p className="max-w-md whitespace-pre-wrap">{row.text}</p>,
    },
    {
      key: 'images',
      header: t('content.feedback.images'),
      cell: (row) =>
        row.images.length === 0 ? (
          NO_VALUE
        ) : (
          <div className="flex gap-1">
            {row.images.map((url, index) => (
              <FeedbackImage key={url} url={url} position={index + 1} />
            ))}
          </div>
        ),
    },
    { key: 'reply', header: t('content.feedback.reply'), cell: (row) => <ReplyCell row={row} /> },
  ];
  const actions: Column<AdminFeedback> = {
    key: 'actions',
    header: t('content.column.actions'),
    cell: (row) => (
      <Button
        isSmall
        variant="secondary"
        aria-label={t('content.feedback.replyTo', { id: row.id })}
        onClick={() => setReplying(row)}
      >
        {t(row.reply === null ? 'content.feedback.replyAction' : 'content.feedback.editReply')}
      </Button>
    ),
  };
  return (
    <section className="flex flex-col gap-3" aria-labelledby="content-feedback-heading">
      <h2 id="content-feedback-heading" className="font-semibold">
        {t('content.tabs.feedback')}
      </h2>
      <SelectField
        label={t('content.feedback.show')}
        className="max-w-xs"
        value={filter}
        options={FILTERS.map((name) => ({ value: name, label: t(`content.feedback.filter.${name}`) }))}
        onChange={(event) => {
          setFilter(event.target.value as FeedbackFilter);
          setPaging((current) => ({ ...current, pageNo: 1 }));
        }}
      />
      <DataTable
        caption={t('content.tabs.feedback')}
        columns={canWrite ? [...columns, actions] : columns}
        query={page}
        rowKey={(row) => row.id}
        paging={paging}
        onPagingChange={setPaging}
        emptyMessage={t('content.feedback.empty')}
      />
      {replying ? <FeedbackReplyDialog feedback={replying} onClose={() => setReplying(null)} /> : null}
    </section>
  );
}
