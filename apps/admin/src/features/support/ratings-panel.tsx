import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { FIRST_PAGE } from '@/components/ui/pagination';
import type { Paging } from '@/components/ui/pagination';
import { formatDateTime, formatExact } from '@/lib/format';
import { useRatings } from './desk-queries';
import type { ChatRating } from './desk-queries';

/** The highest score a customer can give (rateChatConversation takes 1–5). */
const SCORE_MAX = 5;

/** Customers' ratings of finished conversations, newest first, under the average score (CSAT). */
export function RatingsPanel() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const page = useRatings(paging);
  const average = page.data?.averageScore ?? null;
  const columns: Column<ChatRating>[] = [
    { key: 'created', header: t('columns.createdAt'), cell: (row) => formatDateTime(row.createdAt) },
    {
      key: 'score',
      header: t('support.rating.score'),
      isNumeric: true,
      cell: (row) => t('support.rating.scoreOf', { score: row.score, max: SCORE_MAX }),
    },
    { key: 'comment', header: t('support.rating.comment'), cell: (row) => row.comment ?? '—' },
    { key: 'agent', header: t('support.rating.agent'), cell: (row) => row.staff ?? '—' },
    { key: 'user', header: t('support.customer.userId'), cell: (row) => row.userId },
    { key: 'conversation', header: t('support.workOrder.conversation'), cell: (row) => row.groupId },
  ];
  return (
    <section className="flex flex-col gap-3" aria-labelledby="support-ratings-heading">
      <h2 id="support-ratings-heading" className="font-semibold">
        {t('support.tabs.ratings')}
      </h2>
      <p className="text-sm" role="status">
        {average === null
          ? t('support.rating.noAverage')
          : t('support.rating.average', {
              average: formatExact(average),
              max: SCORE_MAX,
              ratings: formatExact(page.data?.total ?? 0),
            })}
      </p>
      <DataTable
        caption={t('support.tabs.ratings')}
        columns={columns}
        query={page}
        rowKey={(row) => row.id}
        paging={paging}
        onPagingChange={setPaging}
        emptyMessage={t('support.rating.empty')}
      />
    </section>
  );
}
