import { paths } from '@/config/paths';
import { ArticleListScreen } from '@/features/content/components/article-screens';

/** `/news`: the operator's news, pinned first, then newest. */
export function Component() {
  return <ArticleListScreen kind="news" backTo={paths.home.path} />;
}
