import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { MessageCentreScreen } from '@/features/messages/components/message-centre-screen';

/** `/noticelist`: the system notices (category 1). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('messages.systemTitle')} backTo={paths.message.path}>
      <MessageCentreScreen scope="system" />
    </Page>
  );
}
