import { useTranslation } from 'react-i18next';
import { Spinner } from '@exchange/ui/spinner';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useBlobUrl } from '@exchange/ui/use-blob-url';
import { LoadMore } from '@/components/ui/load-more';
import { formatDateTime } from '@/lib/format-date-time';
import type { Feedback } from '../api/feedback';
import { FEEDBACK_TYPES, useFeedbackImage, useMyFeedback } from '../api/feedback';

/** One of the member's own images (private: read with their token). */
function FeedbackImage({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation();
  const image = useFeedbackImage(url);
  const source = useBlobUrl(image.data);
  if (source) return <img src={source} alt={alt} className="size-20 rounded-lg object-cover" />;
  if (image.isError)
    return <span className="text-xs text-muted">{t('content.feedback.imageUnavailable')}</span>;
  return (
    <span className="flex size-20 items-center justify-center rounded-lg bg-surface-sunken">
      <Spinner className="size-4 text-muted" />
    </span>
  );
}

function FeedbackItem({ feedback }: { feedback: Feedback }) {
  const { t, i18n } = useTranslation();
  const type = FEEDBACK_TYPES.find((option) => option.value === feedback.type);
  return (
    <article className="flex flex-col gap-2 px-4 py-3">
      <header className="flex items-baseline justify-between gap-2 text-xs text-muted">
        <span className="font-medium text-text">{type ? t(`content.feedback.types.${type.key}`) : null}</span>
        <time dateTime={new Date(feedback.createdAt).toISOString()}>
          {formatDateTime(feedback.createdAt, i18n.language)}
        </time>
      </header>
      <p className="text-sm break-words whitespace-pre-line">{feedback.text}</p>
      {feedback.images.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {feedback.images.map((url, index) => (
            <FeedbackImage key={url} url={url} alt={t('content.feedback.image', { n: index + 1 })} />
          ))}
        </div>
      ) : null}
      {feedback.reply ? (
        <div className="rounded-xl bg-surface-sunken p-3 text-sm">
          <p className="mb-1 text-xs font-medium text-muted">
            {feedback.repliedAt === null
              ? t('content.feedback.reply')
              : t('content.feedback.replyAt', { time: formatDateTime(feedback.repliedAt, i18n.language) })}
          </p>
          <p className="break-words whitespace-pre-line">{feedback.reply}</p>
        </div>
      ) : (
        <p className="text-xs text-muted">{t('content.feedback.awaiting')}</p>
      )}
    </article>
  );
}

/** The member's feedback, newest first, each with the support team's reply once there is one. */
export function FeedbackHistory() {
  const { t } = useTranslation();
  const feedback = useMyFeedback();
  const rows = feedback.data?.pages.flatMap((page) => page.list) ?? [];
  let body;
  if (feedback.isPending) body = <LoadingState />;
  else if (feedback.isError) body = <ErrorState onRetry={() => void feedback.refetch()} />;
  else if (rows.length === 0) body = <EmptyState message={t('content.feedback.none')} />;
  else
    body = (
      <>
        <ul className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised">
          {rows.map((item) => (
            <li key={item.id}>
              <FeedbackItem feedback={item} />
            </li>
          ))}
        </ul>
        <LoadMore
          hasNextPage={feedback.hasNextPage}
          isFetchingNextPage={feedback.isFetchingNextPage}
          fetchNextPage={() => void feedback.fetchNextPage()}
        />
      </>
    );
  return (
    <section aria-labelledby="feedback-history" className="flex flex-col gap-2">
      <h2 id="feedback-history" className="px-1 text-sm font-medium text-muted">
        {t('content.feedback.history')}
      </h2>
      {body}
    </section>
  );
}
