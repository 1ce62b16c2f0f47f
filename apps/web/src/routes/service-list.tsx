import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { ServiceListScreen } from '@/features/chat/components/service-list-screen';

/** `/service_list`: the caller's chat conversations with their unread counts. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('chat.list.title')} backTo={paths.mineService.path}>
      <ServiceListScreen />
    </Page>
  );
}
