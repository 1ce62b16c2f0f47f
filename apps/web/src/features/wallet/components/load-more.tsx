import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLoadMore } from '../hooks/use-load-more';

/** The end of a paged list: loads the next page when scrolled into view, or on the button; says when all is shown. */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}) {
  const { t } = useTranslation();
  const sentinel = useLoadMore(fetchNextPage, hasNextPage, isFetchingNextPage);
  if (!hasNextPage) return <p className="py-4 text-center text-xs text-muted">{t('funds.allLoaded')}</p>;
  return (
    <div ref={sentinel} className="flex justify-center py-3">
      <Button variant="ghost" isLoading={isFetchingNextPage} onClick={fetchNextPage}>
        {t('funds.loadMore')}
      </Button>
    </div>
  );
}
