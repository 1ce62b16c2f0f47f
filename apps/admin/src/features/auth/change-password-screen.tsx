import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffUpdatePassword } from '@exchange/contracts/http/admin/index';
import { Button } from '@exchange/ui/button';
import { TextField } from '@exchange/ui/text-field';
import { callOperation } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { logOut, STAFF_ME_KEY } from '@/lib/staff-session';
import { contractResolver } from '@/lib/zod-resolver';
import { AuthLayout } from './auth-layout';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The forced first step of an account on a one-time password (and the place to change it later). */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const labels = {
    oldPassword: t('auth.oldPassword'),
    newPassword: t('auth.newPassword'),
    confirmPassword: t('auth.confirmPassword'),
  };
  const form = useForm<PasswordValues>({
    resolver: contractResolver(staffUpdatePassword.body, labels, {
      toBody: ({ oldPassword, newPassword }) => ({ oldPassword, newPassword }),
      check: (values): Record<string, string> =>
        values.confirmPassword === values.newPassword
          ? {}
          : { confirmPassword: t('validation.passwordMismatch') },
    }),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useMutation({
    mutationFn: ({ oldPassword, newPassword }: PasswordValues) =>
      callOperation(staffUpdatePassword, { body: { oldPassword, newPassword } }),
    onSuccess: async () => {
      notify.success(t('auth.passwordChanged'));
      await queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY });
    },
  });
  const submit = form.handleSubmit((values) => change.mutate(values));
  const { errors } = form.formState;
  return (
    <AuthLayout title={t('auth.changePasswordTitle')} intro={t('auth.changePasswordIntro')}>
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={labels.oldPassword}
          type="password"
          autoComplete="current-password"
          autoFocus
          error={errors.oldPassword?.message}
          {...form.register('oldPassword')}
        />
        <TextField
          label={labels.newPassword}
          type="password"
          autoComplete="new-password"
          hint={t('auth.newPasswordHint')}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <TextField
          label={labels.confirmPassword}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" isLoading={change.isPending}>
          {t('auth.changePassword')}
        </Button>
        <Button variant="ghost" onClick={() => void logOut()}>
          {t('auth.signOut')}
        </Button>
      </form>
    </AuthLayout>
  );
}
