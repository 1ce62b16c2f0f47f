import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { RebateRankingScreen } from '@/features/invite/components/rebate-ranking-screen';

/** `/rebateRanking`: the best-paid inviters of the last days. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('invite.ranking.title')} backTo={paths.invite.path}>
      <RebateRankingScreen />
    </Page>
  );
}
