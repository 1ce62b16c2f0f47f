import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';

/**
 * Infinite scroll: calls `loadMore` when the returned element (placed after the last row) comes within 200 px of
 * the viewport. Browsers without IntersectionObserver keep the visible "Load more" button, which is also what
 * keyboard and screen-reader users reach.
 */
export function useLoadMore(loadMore: () => void, canLoadMore: boolean, isLoading: boolean) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  }, [loadMore]);
  useEffect(() => {
    const element = sentinel.current;
    // Observing anew after each page also loads the next one when the sentinel is still in view (short pages).
    if (!element || !canLoadMore || isLoading || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canLoadMore, isLoading]);
  return sentinel;
}

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
  if (!hasNextPage) return <p className="py-4 text-center text-xs text-muted">{t('common.allLoaded')}</p>;
  return (
    <div ref={sentinel} className="flex justify-center py-3">
      <Button variant="ghost" isLoading={isFetchingNextPage} onClick={fetchNextPage}>
        {t('common.loadMore')}
      </Button>
    </div>
  );
}
