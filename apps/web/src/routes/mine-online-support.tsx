import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { SupportScreen } from '@/features/chat/components/support-screen';

/** `/mine/onlinesupport`: the customer-service conversation, or one of the caller's groups at `?groupId=`. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('groupId');
  const groupId = raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  return (
    <Page title={t('chat.support.title')} backTo={paths.mineService.path}>
      <SupportScreen key={raw ?? ''} requestedGroupId={raw === null ? null : (groupId ?? -1)} />
    </Page>
  );
}
