import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { ChangePasswordScreen } from '@/features/auth/change-password-screen';
import { LoginScreen } from '@/features/auth/login-screen';
import { TotpEnrolScreen } from '@/features/auth/totp-enrol-screen';
import { logOut, useStaffMe } from '@/lib/staff-session';
import { useAccessToken } from '@/lib/token-store';

/**
 * Decides what a visitor sees: the login without a token; then, from `auth/me`, the forced password change,
 * then TOTP enrolment; only then the app. A reload lands here too, so the steps survive it.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useAccessToken();
  const me = useStaffMe();
  if (token === null) return <LoginScreen />;
  if (me.isPending) return <LoadingState />;
  if (me.isError)
    return (
      <div className="flex flex-col items-center">
        <ErrorState onRetry={() => void me.refetch()} />
        <Button variant="ghost" onClick={() => void logOut()}>
          {t('auth.signOut')}
        </Button>
      </div>
    );
  if (me.data.mustChangePassword) return <ChangePasswordScreen />;
  if (me.data.mustEnrolTotp) return <TotpEnrolScreen />;
  return children;
}
