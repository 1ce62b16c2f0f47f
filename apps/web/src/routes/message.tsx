import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { MessageCentreScreen } from '@/features/messages/components/message-centre-screen';

/** `/message`: the message centre (every category, `?category=` one). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('messages.title')} backTo={paths.mine.path}>
      <MessageCentreScreen scope="all" />
    </Page>
  );
}
