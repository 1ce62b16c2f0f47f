import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { AiOrderDetail } from '@/features/ai/components/ai-order-detail';

/** `/mine/ai_order_detail?id=`: one AI order — value, return, rules, early settlement. */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return (
    <Page title={t('ai.order.title')} backTo={paths.mineAiOrder.path} width="wide">
      <AiOrderDetail id={/^\d{1,15}$/.test(id) ? Number(id) : null} />
    </Page>
  );
}
