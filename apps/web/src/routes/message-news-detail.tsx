import { ArticleDetailScreen } from '@/features/content/components/article-screens';

/** `/message/newsDetail?id=`: a news article. */
export function Component() {
  return <ArticleDetailScreen kind="news" />;
}
