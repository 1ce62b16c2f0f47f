import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { RebateDetailsScreen } from '@/features/invite/components/rebate-details-screen';

/** `/rebate_detail`: each rebate with the fee it came from, and the payouts. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('invite.details.title')} backTo={paths.invite.path} width="wide">
      <RebateDetailsScreen />
    </Page>
  );
}
