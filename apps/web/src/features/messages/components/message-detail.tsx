import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { formatDateTime } from '@/lib/format-date-time';
import { useNotice } from '../api/get-notice';
import { NOTICE_CATEGORY_NAMES, isNoticeCategory } from '../utils/notice-categories';
import { isAppLink } from '../utils/notice-link';

/**
 * One message in full (reading it marks it read), with a button to the screen it is about when it has a link.
 * Text only: the title and content are never read as markup; line breaks are kept.
 */
export function MessageDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const notice = useNotice(id);
  if (notice.isPending) return <LoadingState />;
  if (notice.isError)
    return <ErrorState message={t('messages.notFound')} onRetry={() => void notice.refetch()} />;
  const { data } = notice;
  return (
    <article className="flex flex-col gap-4 rounded-2xl bg-surface-raised p-4">
      <header className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold break-words">{data.title}</h2>
        <p className="flex flex-wrap gap-x-3 text-xs text-muted">
          {isNoticeCategory(data.category) ? (
            <span>{t(`messages.categories.${NOTICE_CATEGORY_NAMES[data.category]}`)}</span>
          ) : null}
          <time dateTime={new Date(data.createdAt).toISOString()}>
            {formatDateTime(data.createdAt, i18n.language)}
          </time>
        </p>
      </header>
      <p className="text-sm break-words whitespace-pre-line">{data.content}</p>
      {isAppLink(data.link) ? (
        <Link to={data.link} className={buttonClasses('primary', true)}>
          {t('messages.openLink')}
        </Link>
      ) : null}
    </article>
  );
}
