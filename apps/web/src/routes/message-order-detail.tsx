import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { MessageDetailScreen } from '@/features/messages/components/message-detail-screen';

/** `/message/order_detail?id=`: one message. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('messages.detailTitle')} backTo={paths.message.path}>
      <MessageDetailScreen />
    </Page>
  );
}
