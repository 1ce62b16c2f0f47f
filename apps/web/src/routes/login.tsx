import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { paths, signedInLandingRoute } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { LoginForm } from '@/features/auth/components/login-form';
import type { LoginFormValues } from '@/features/auth/components/login-form';
import { useAreaCode } from '@/features/system/hooks/use-area-code';
import { useFormDraft } from '@/features/system/hooks/use-form-draft';
import { previousPathname } from '@/lib/app-history';
import { isDesktopViewport, useIsDesktop } from '@/lib/media';
import { endSession } from '@/lib/session';
import { hasBothTokens } from '@/lib/token-store';

/**
 * Spec §2: opening /login after being on another route is a full logout; opening it as the first screen while
 * holding both tokens leads home (/pc_home on desktop).
 */
export async function beforeEnter(): Promise<string | null> {
  const previous = previousPathname();
  if (previous !== null && previous !== paths.login.path) {
    await endSession();
    return null;
  }
  if (hasBothTokens()) return signedInLandingRoute(isDesktopViewport());
  return null;
}

/** Only in-app paths are followed after login (no open redirect). */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isDesktop = useIsDesktop();
  const area = useAreaCode();
  const { draft, saveDraft } = useFormDraft<LoginFormValues>('login');

  return (
    <Page title={t('auth.login.title')} showBack={false}>
      <p className="text-muted">{t('auth.login.subtitle')}</p>
      <LoginForm
        areaCode={area?.areaCode ?? null}
        initialValues={draft}
        onChooseArea={(values) => {
          saveDraft(values);
          void navigate(paths.chooseArea.path);
        }}
        onSuccess={({ hasReplacedOtherSession }) => {
          if (hasReplacedOtherSession) notify.info(t('auth.login.switchedDevice'));
          else notify.success(t('auth.login.success'));
          void navigate(returnPath(location.state) ?? signedInLandingRoute(isDesktop), { replace: true });
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link to={paths.forgot.path} className="font-medium text-brand hover:underline">
          {t('auth.login.forgot')}
        </Link>
        <p className="text-muted">
          {t('auth.login.noAccount')}{' '}
          <Link to={paths.register.path} className="font-medium text-brand hover:underline">
            {t('auth.login.toRegister')}
          </Link>
        </p>
      </div>
    </Page>
  );
}
