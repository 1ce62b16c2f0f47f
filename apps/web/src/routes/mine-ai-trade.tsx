import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { AiProductsScreen } from '@/features/ai/components/ai-products-screen';

/** `/mine/aItrade`: AI strategies on offer with their rules, fees and backtests. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('ai.products.title')} backTo={paths.mine.path} width="wide">
      <AiProductsScreen />
    </Page>
  );
}
