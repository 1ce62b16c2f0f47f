import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { SubscriptionOrdersList } from '@/features/subscription/components/orders-list';

/** `/ieoOrder`: the caller's subscription orders, newest first. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('subscription.orders.title')}>
      <SubscriptionOrdersList />
    </Page>
  );
}
