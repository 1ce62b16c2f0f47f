import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { HelpCenterScreen } from '@/features/content/components/help-center-screen';

/** `/mine/help_center`: search, topics, and the ways to reach support. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('content.help.title')} backTo={paths.mine.path}>
      <HelpCenterScreen />
    </Page>
  );
}
