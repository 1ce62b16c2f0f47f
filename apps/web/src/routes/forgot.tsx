import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import type { AccountCodeValues } from '@/features/auth/components/account-code-form';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useAreaCode } from '@/features/system/hooks/use-area-code';
import { useFormDraft } from '@/features/system/hooks/use-form-draft';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = useAreaCode();
  const { draft, saveDraft } = useFormDraft<AccountCodeValues>('forgot');

  return (
    <Page title={t('auth.forgot.title')} backTo={paths.login.path}>
      <p className="text-muted">{t('auth.forgot.subtitle')}</p>
      <ForgotPasswordForm
        areaCode={area?.areaCode ?? null}
        initialValues={draft}
        onChooseArea={(values) => {
          saveDraft(values);
          void navigate(paths.chooseArea.path);
        }}
        onSuccess={() => {
          notify.success(t('auth.forgot.success'));
          void navigate(paths.login.path, { replace: true });
        }}
      />
      <Link to={paths.login.path} className="self-center text-sm font-medium text-brand hover:underline">
        {t('auth.forgot.toLogin')}
      </Link>
    </Page>
  );
}
