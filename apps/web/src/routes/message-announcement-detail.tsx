import { ArticleDetailScreen } from '@/features/content/components/article-screens';

/** `/message/announcementDetail?id=`: an announcement. */
export function Component() {
  return <ArticleDetailScreen kind="announcement" />;
}
