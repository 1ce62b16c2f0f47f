import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { ServiceHub } from '@/features/chat/components/service-hub';

/** `/mine/service`: the customer-service hub (chat, conversations, work orders). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('chat.hub.title')} backTo={paths.mine.path}>
      <ServiceHub />
    </Page>
  );
}
