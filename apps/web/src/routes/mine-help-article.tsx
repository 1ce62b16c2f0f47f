import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@exchange/ui/query-state';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { ArticleList } from '@/features/content/components/article-list';
import { useHelpCategories } from '@/features/content/api/content-queries';
import { idParam } from '@/lib/id-param';

/** `/mine/helpArticle?categoryId=`: the help articles of one topic, titled with the topic's name. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const categoryId = idParam(params.get('categoryId'));
  const categories = useHelpCategories();
  const category = categories.data?.find((item) => item.id === categoryId);
  return (
    <Page title={category?.name ?? t('content.help.title')} backTo={paths.mineHelpCenter.path}>
      <div className="px-4 py-2 sm:px-0">
        {categoryId === null || (categories.isSuccess && !category) ? (
          <ErrorState message={t('content.help.topicNotFound')} />
        ) : (
          <ArticleList kind="help" categoryId={categoryId} />
        )}
      </div>
    </Page>
  );
}
