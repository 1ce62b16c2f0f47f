import { ArticleDetailScreen } from '@/features/content/components/article-screens';

/** `/college_detail?id=`: a lesson. */
export function Component() {
  return <ArticleDetailScreen kind="college" />;
}
