import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '@/lib/notify';
import { paths, signedInLandingRoute } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import type { AccountCodeValues } from '@/features/auth/components/account-code-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useAreaCode } from '@/features/system/hooks/use-area-code';
import { useFormDraft } from '@/features/system/hooks/use-form-draft';
import { useIsDesktop } from '@/lib/media';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isDesktop = useIsDesktop();
  const area = useAreaCode();
  const { draft, saveDraft } = useFormDraft<AccountCodeValues>('register');
  // An invitation link (…/register?inviteCode=AB12CD) fills the invite code in.
  const inviteCode = searchParams.get('inviteCode') ?? undefined;

  return (
    <Page title={t('auth.register.title')} backTo={paths.login.path}>
      <p className="text-muted">{t('auth.register.subtitle')}</p>
      <RegisterForm
        areaCode={area?.areaCode ?? null}
        initialValues={{ inviteCode, ...draft }}
        onChooseArea={(values) => {
          saveDraft(values);
          void navigate(paths.chooseArea.path);
        }}
        onSuccess={() => {
          notify.success(t('auth.register.success'));
          void navigate(signedInLandingRoute(isDesktop), { replace: true });
        }}
      />
      <p className="text-center text-sm text-muted">
        {t('auth.register.haveAccount')}{' '}
        <Link to={paths.login.path} className="font-medium text-brand hover:underline">
          {t('auth.register.toLogin')}
        </Link>
      </p>
    </Page>
  );
}
