import { ArticleDetailScreen } from '@/features/content/components/article-screens';

/** `/mine/helpArticle_detail?id=`: a help article. */
export function Component() {
  return <ArticleDetailScreen kind="help" />;
}
