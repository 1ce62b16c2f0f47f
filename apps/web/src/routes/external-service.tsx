import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { ExternalServiceScreen } from '@/features/chat/components/external-service-screen';

/** `/external_service?url=`: a third-party support link, opened only when it is https. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Page title={t('chat.external.title')} backTo={paths.mineService.path}>
      <ExternalServiceScreen rawUrl={params.get('url')} />
    </Page>
  );
}
