import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { applyApiError } from '@/lib/form-errors';
import { isValidBy, useValidationRules } from '@/lib/form-rules';
import { useUpdatePassword } from '../api/update-password';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Changes the login password; this session stays signed in, others lose their refresh tokens. */
export function ChangePasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const rules = useValidationRules();
  const updatePassword = useUpdatePassword();
  const { register, handleSubmit, setError, formState } = useForm<ChangePasswordValues>({
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit((values) =>
    updatePassword.mutate(
      { oldPassword: values.oldPassword, newPassword: values.newPassword },
      { onSuccess, onError: (error) => applyApiError(error, setError, ['oldPassword', 'newPassword']) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <PasswordField
        label={t('fields.oldPassword')}
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword', rules.required('oldPassword'))}
      />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword', {
          ...rules.required('newPassword'),
          validate: async (value, values) =>
            !(await isValidBy('password', value))
              ? rules.message('password', 'newPassword')
              : value !== values.oldPassword || rules.message('sameAsOld', 'newPassword'),
        })}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register(
          'confirmPassword',
          rules.confirmsPassword<ChangePasswordValues>('confirmPassword', 'newPassword'),
        )}
      />
      <Button type="submit" isFullWidth isLoading={updatePassword.isPending}>
        {t('changePassword.submit')}
      </Button>
    </form>
  );
}
