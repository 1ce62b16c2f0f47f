import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { useGoBack } from '@/lib/use-go-back';

export function Component() {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.mineSettings.path);
  return (
    <Page title={t('changePassword.title')} backTo={paths.mineSettings.path}>
      <ChangePasswordForm
        onSuccess={() => {
          notify.success(t('changePassword.success'));
          goBack();
        }}
      />
    </Page>
  );
}
