import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { ForumScreen } from '@/features/forum/components/forum-screen';

/** `/forum` (not in spec §2, see config/paths.ts): the public posts; a member's own posts and the composer. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('forum.title')} backTo={paths.home.path}>
      <ForumScreen />
    </Page>
  );
}
