import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { InviteSettingsScreen } from '@/features/invite/components/invite-settings-screen';

/** `/invitation_settings`: my invite codes, their kickback share, and which one is the default. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('invite.settings.title')} backTo={paths.invite.path} width="wide">
      <InviteSettingsScreen />
    </Page>
  );
}
