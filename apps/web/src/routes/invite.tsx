import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { InviteHomeScreen } from '@/features/invite/components/invite-home-screen';

/** `/invite`: the invite code and link to share, my friends and rebates, and the rules they follow. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('invite.title')} backTo={paths.mine.path} width="wide">
      <InviteHomeScreen />
    </Page>
  );
}
