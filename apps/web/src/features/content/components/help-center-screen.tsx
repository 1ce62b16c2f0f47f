import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LinkRow } from '@/components/ui/list-row';
import { SearchField } from '@/components/ui/search-field';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useHelpCategories, useHelpSearch } from '../api/content-queries';
import { articlePath, helpCategoryPath } from '../utils/content-links';
import { ArticleRow } from './article-row';

function HelpSearchResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const results = useHelpSearch(q);
  if (results.isPending) return <LoadingState />;
  if (results.isError) return <ErrorState onRetry={() => void results.refetch()} />;
  if (results.data.length === 0) return <EmptyState message={t('content.help.noResults', { q: q.trim() })} />;
  return (
    <ul
      aria-label={t('content.help.results')}
      className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised"
    >
      {results.data.map((article) => (
        <li key={article.id}>
          <ArticleRow article={article} to={articlePath('help', article.id)} />
        </li>
      ))}
    </ul>
  );
}

function HelpCategories() {
  const { t } = useTranslation();
  const categories = useHelpCategories();
  if (categories.isPending) return <LoadingState />;
  if (categories.isError) return <ErrorState onRetry={() => void categories.refetch()} />;
  if (categories.data.length === 0) return <EmptyState message={t('content.help.noTopics')} />;
  return (
    <section aria-labelledby="help-topics" className="flex flex-col gap-2">
      <h2 id="help-topics" className="px-1 text-sm font-medium text-muted">
        {t('content.help.topics')}
      </h2>
      <ul className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised">
        {categories.data.map((category) => (
          <li key={category.id}>
            <LinkRow
              to={helpCategoryPath(category.id)}
              label={category.name}
              detail={t('content.help.articleCount', { n: category.articleCount })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/mine/help_center`: a search over the help articles (in the reader's language), the topics with their article
 * counts, and the ways to reach a person: the support chat and feedback.
 */
export function HelpCenterScreen() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const searched = useDebouncedValue(query.trim());
  return (
    <div className="flex flex-col gap-4 px-4 sm:px-0">
      <SearchField label={t('content.help.search')} value={query} onChange={setQuery} />
      {searched ? <HelpSearchResults q={searched} /> : <HelpCategories />}
      <section aria-labelledby="help-contact" className="flex flex-col gap-2">
        <h2 id="help-contact" className="px-1 text-sm font-medium text-muted">
          {t('content.help.contact')}
        </h2>
        <div className="grid grid-cols-2 gap-3">
          <Link
            to={paths.mineOnlineSupport.path}
            className="rounded-2xl bg-surface-raised p-4 text-sm font-medium hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t('content.help.chat')}
          </Link>
          <Link
            to={paths.mineHelpFeedback.path}
            className="rounded-2xl bg-surface-raised p-4 text-sm font-medium hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t('content.help.feedback')}
          </Link>
        </div>
      </section>
    </div>
  );
}
