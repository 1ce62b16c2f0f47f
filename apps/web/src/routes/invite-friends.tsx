import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { InviteFriendsScreen } from '@/features/invite/components/invite-friends-screen';

/** `/invite/inviteFriends`: who registered with my codes, and whether they have traded. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('invite.friends.title')} backTo={paths.invite.path}>
      <InviteFriendsScreen />
    </Page>
  );
}
