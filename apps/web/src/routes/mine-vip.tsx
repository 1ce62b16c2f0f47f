import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { VipStatusScreen } from '@/features/vip/components/vip-status-screen';

/** `/mine/vip`: my level, its benefits, progress to the next, and the application. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('vip.status.title')} backTo={paths.mine.path} width="wide">
      <VipStatusScreen />
    </Page>
  );
}
