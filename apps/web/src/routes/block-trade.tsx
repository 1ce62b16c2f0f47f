import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { BlockOffersScreen } from '@/features/block-trade/components/block-offers-screen';

/** `/blockTrade`: block offers at the live price and a disclosed rate, with a lock-up; the caller's block orders. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('block.title')} backTo={paths.home.path} width="wide">
      <BlockOffersScreen />
    </Page>
  );
}
