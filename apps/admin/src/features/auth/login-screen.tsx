import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffLogin } from '@exchange/contracts/http/admin/index';
import { staffErrors } from '@exchange/contracts/staff-errors';
import { Button } from '@exchange/ui/button';
import { TextField } from '@exchange/ui/text-field';
import { ApiError, callOperation } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { setAccessToken } from '@/lib/token-store';
import { contractResolver } from '@/lib/zod-resolver';
import { AuthLayout } from './auth-layout';

const TOTP_REQUIRED = staffErrors.STAFF_TOTP_REQUIRED.code;

interface LoginValues {
  username: string;
  password: string;
  totpCode?: string;
}

/**
 * Username and password; when the account has TOTP the server answers STAFF_TOTP_REQUIRED and the form asks for
 * the 6-digit code, then sends all three again. What comes next (password change, enrolment) is the gate's call.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const [isCodeAsked, setIsCodeAsked] = useState(false);
  const labels = {
    username: t('auth.username'),
    password: t('auth.password'),
    totpCode: t('auth.totpCode'),
  };
  const form = useForm<LoginValues>({
    resolver: contractResolver(staffLogin.body, labels),
    defaultValues: { username: '', password: '' },
  });
  const login = useMutation({
    mutationFn: (values: LoginValues) =>
      callOperation(staffLogin, { body: values, quietCodes: [TOTP_REQUIRED] }),
    onSuccess: (session) => {
      queryClient.clear();
      setAccessToken(session.accessToken);
    },
    onError: (error) => {
      // The code field appears (and takes the focus) once the password is known to be right.
      if (error instanceof ApiError && error.code === TOTP_REQUIRED) setIsCodeAsked(true);
    },
  });
  const submit = form.handleSubmit((values) =>
    login.mutate({ ...values, totpCode: isCodeAsked ? values.totpCode : undefined }),
  );
  const { errors } = form.formState;
  return (
    <AuthLayout title={t('auth.signInTitle')}>
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={labels.username}
          autoComplete="username"
          autoFocus
          error={errors.username?.message}
          {...form.register('username')}
        />
        <TextField
          label={labels.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {isCodeAsked ? (
          <TextField
            label={labels.totpCode}
            hint={t('auth.totpCodeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            error={errors.totpCode?.message}
            {...form.register('totpCode')}
          />
        ) : null}
        <Button type="submit" isLoading={login.isPending}>
          {t('auth.signIn')}
        </Button>
      </form>
    </AuthLayout>
  );
}
