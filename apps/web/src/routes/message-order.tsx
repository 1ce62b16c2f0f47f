import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { MessageCentreScreen } from '@/features/messages/components/message-centre-screen';

/** `/message/order`: the order messages (trading, finance and C2C). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('messages.orderTitle')} backTo={paths.message.path}>
      <MessageCentreScreen scope="orders" />
    </Page>
  );
}
