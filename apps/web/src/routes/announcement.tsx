import { paths } from '@/config/paths';
import { ArticleListScreen } from '@/features/content/components/article-screens';

/** `/announcement`: the operator's announcements, pinned first, then newest. */
export function Component() {
  return <ArticleListScreen kind="announcement" backTo={paths.home.path} />;
}
