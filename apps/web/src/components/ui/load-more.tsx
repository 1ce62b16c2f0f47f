import { useEffect, useRef, useState } from 'react';
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

/**
 * The end of a paged list: loads the next page when scrolled into view, or on the button. Once a longer list has
 * been paged to its end, a quiet divider says there is nothing more; a list that fitted in one page ends with nothing.
 */
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
  const [hasPaged, setHasPaged] = useState(hasNextPage);
  if (hasNextPage && !hasPaged) setHasPaged(true);
  if (!hasNextPage) return hasPaged ? <EndOfList /> : null;
  return (
    <div ref={sentinel} className="flex justify-center py-3">
      <Button variant="ghost" isLoading={isFetchingNextPage} onClick={fetchNextPage}>
        {t('common.loadMore')}
      </Button>
    </div>
  );
}

/** A short rule with "No more records" in small muted text: the end of a list that was paged through. */
function EndOfList() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center justify-center gap-3 py-4 text-xs text-muted">
      <span aria-hidden="true" className="h-px w-8 bg-border" />
      {t('common.endOfList')}
      <span aria-hidden="true" className="h-px w-8 bg-border" />
    </p>
  );
}
