import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { AiChildOrders } from '@/features/ai/components/ai-child-orders';

/** `/mine/ai_child_Order?orderId=`: the child orders (spot fills) of one AI order. */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const isValid = /^\d{1,15}$/.test(orderId);
  return (
    <Page
      title={t('ai.child.title')}
      backTo={isValid ? `${paths.mineAiOrderDetail.path}?id=${orderId}` : paths.mineAiOrder.path}
      width="wide"
    >
      <AiChildOrders orderId={isValid ? Number(orderId) : null} />
    </Page>
  );
}
