import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@exchange/ui/text-field';
import { applyApiError } from '@/lib/form-errors';
import { useValidationRules } from '@/lib/form-rules';
import { useUpdatePayPassword } from '../api/update-profile';
import type { RenderSendCode } from './send-code-slot';

interface PayPasswordValues {
  code: string;
  payPassword: string;
  confirmPayPassword: string;
}

/** Sets or changes the 6-digit pay password, confirmed by a code sent to the member's own contact. */
export function PayPasswordForm({
  renderSendCode,
  onSuccess,
}: {
  renderSendCode: RenderSendCode;
  onSuccess: () => void;
}) {
  const { t } = useTranslation();
  const rules = useValidationRules();
  const updatePayPassword = useUpdatePayPassword();
  const { register, handleSubmit, setError, formState } = useForm<PayPasswordValues>({
    defaultValues: { code: '', payPassword: '', confirmPayPassword: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit((values) =>
    updatePayPassword.mutate(
      { code: values.code, payPassword: values.payPassword },
      { onSuccess, onError: (error) => applyApiError(error, setError, ['code', 'payPassword']) },
    ),
  );
  const digitsOnly = { inputMode: 'numeric', maxLength: 6, dir: 'ltr', autoComplete: 'off' } as const;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('fields.code')}
        {...digitsOnly}
        autoComplete="one-time-code"
        end={renderSendCode({ target: 'own', getRequest: () => Promise.resolve({ purpose: 3 }) })}
        error={errors.code?.message}
        {...register('code', rules.schema('code', 'code'))}
      />
      <PasswordField
        label={t('fields.payPassword')}
        {...digitsOnly}
        error={errors.payPassword?.message}
        {...register('payPassword', rules.schema('payPassword', 'payPassword'))}
      />
      <PasswordField
        label={t('fields.confirmPayPassword')}
        {...digitsOnly}
        error={errors.confirmPayPassword?.message}
        {...register('confirmPayPassword', {
          ...rules.required('confirmPayPassword'),
          validate: (value, values) =>
            value === values.payPassword || rules.message('passwordMismatch', 'confirmPayPassword'),
        })}
      />
      <Button type="submit" isFullWidth isLoading={updatePayPassword.isPending}>
        {t('payPassword.submit')}
      </Button>
    </form>
  );
}
