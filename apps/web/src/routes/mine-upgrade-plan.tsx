import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { VipUpgradeScreen } from '@/features/vip/components/vip-upgrade-screen';

/** `/mine/upgradeplan`: buy a VIP level for a term. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('vip.buy.title')} backTo={paths.mineVip.path} width="wide">
      <VipUpgradeScreen />
    </Page>
  );
}
