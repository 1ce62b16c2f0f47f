import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { InviteSocialCard } from '@/features/invite/components/invite-social-card';

/** `/mine/social`: invite friends (the Mine entry): what I earned so far, and the way to the invite screen. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('invite.social.title')} backTo={paths.mine.path}>
      <InviteSocialCard />
    </Page>
  );
}
