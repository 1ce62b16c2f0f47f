import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { SubscriptionOrderDetail } from '@/features/subscription/components/order-detail';

/** `/funds/buySubscribeOrderDetail?id=`: the order just made — commitment, allotment, refund and distribution. */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return (
    <Page title={t('subscription.order.title')} backTo={paths.ieoOrder.path}>
      <SubscriptionOrderDetail id={/^\d{1,15}$/.test(id) ? Number(id) : null} />
    </Page>
  );
}
