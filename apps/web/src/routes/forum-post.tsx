import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { PostScreen } from '@/features/forum/components/post-screen';

/** `/forum/post?id=` (not in spec §2, see config/paths.ts): a post with its replies; back leads to the forum. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('forum.post.title')} backTo={paths.forum.path}>
      <PostScreen />
    </Page>
  );
}
