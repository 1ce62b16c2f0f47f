import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { InviteQrScreen } from '@/features/invite/components/invite-qr-screen';

/** `/invite/QRCode`: the QR code of my invite link, to show or to save as an image. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('invite.qr.title')} backTo={paths.invite.path}>
      <InviteQrScreen />
    </Page>
  );
}
