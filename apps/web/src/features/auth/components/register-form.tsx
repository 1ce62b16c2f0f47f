import { useTranslation } from 'react-i18next';
import { register as registerAccount } from '../api/register';
import { AccountCodeForm } from './account-code-form';
import type { AccountCodeSubmission, AccountCodeValues } from './account-code-form';

interface RegisterFormProps {
  areaCode: string | null;
  initialValues?: Partial<AccountCodeValues>;
  onChooseArea: (values: AccountCodeValues) => void;
  /** The account exists and is signed in. */
  onSuccess: () => void;
}

export function RegisterForm({ onSuccess, ...props }: RegisterFormProps) {
  const { t } = useTranslation();
  const submit = async (values: AccountCodeSubmission) => {
    const inviteCode = values.inviteCode.trim() || undefined;
    const shared = { code: values.code, password: values.password, inviteCode, ...values.captcha };
    if (values.method === 'email') {
      await registerAccount({ method: 'email', email: values.email.trim(), ...shared });
    } else {
      await registerAccount({
        method: 'phone',
        areaCode: values.areaCode ?? '',
        phone: values.phone.trim(),
        ...shared,
      });
    }
    onSuccess();
  };
  return (
    <AccountCodeForm mode="register" submitLabel={t('auth.register.submit')} onSubmit={submit} {...props} />
  );
}
