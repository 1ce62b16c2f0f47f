import { useTranslation } from 'react-i18next';
import { useResetPassword } from '../api/reset-password';
import { AccountCodeForm } from './account-code-form';
import type { AccountCodeSubmission, AccountCodeValues } from './account-code-form';

interface ForgotPasswordFormProps {
  areaCode: string | null;
  initialValues?: Partial<AccountCodeValues>;
  onChooseArea: (values: AccountCodeValues) => void;
  /** The password was reset (every session of the account ended). */
  onSuccess: () => void;
}

export function ForgotPasswordForm({ onSuccess, ...props }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  const submit = async (values: AccountCodeSubmission) => {
    const account =
      values.method === 'email'
        ? { account: values.email.trim() }
        : { account: values.phone.trim(), areaCode: values.areaCode ?? undefined };
    await resetPassword.mutateAsync({ ...account, code: values.code, password: values.password });
    onSuccess();
  };
  return <AccountCodeForm mode="reset" submitLabel={t('auth.forgot.submit')} onSubmit={submit} {...props} />;
}
