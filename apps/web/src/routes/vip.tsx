import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { VipLevelsScreen } from '@/features/vip/components/vip-levels-screen';

/** `/vip`: the VIP levels, their benefits and how each is reached (public). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('vip.title')} backTo={paths.mine.path} width="wide">
      <VipLevelsScreen />
    </Page>
  );
}
