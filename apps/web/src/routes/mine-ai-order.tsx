import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { AiOrdersScreen } from '@/features/ai/components/ai-orders-screen';

/** `/mine/ai_order`: the caller's AI orders, running or settled. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('ai.orders.title')} backTo={paths.mineAiTrade.path} width="wide">
      <AiOrdersScreen />
    </Page>
  );
}
