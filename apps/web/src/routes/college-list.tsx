import { paths } from '@/config/paths';
import { ArticleListScreen } from '@/features/content/components/article-screens';

/** `/college_list`: the trading lessons. */
export function Component() {
  return <ArticleListScreen kind="college" backTo={paths.mine.path} />;
}
