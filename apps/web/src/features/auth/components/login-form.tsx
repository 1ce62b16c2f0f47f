import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@exchange/contracts/http/system/auth/login';
import { Button } from '@exchange/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import type { ContactMethod } from '@/components/ui/contact-fields';
import { applyApiError } from '@/lib/form-errors';
import { useValidationRules } from '@/lib/form-rules';
import { useLogin } from '../api/login';
import type { LoginResult } from '../api/login';
import { useCaptchaChallenge } from '../hooks/use-captcha-challenge';
import { AccountFields } from './account-fields';
import { FormCaptchaField } from './captcha-field';

export interface LoginFormValues {
  method: ContactMethod;
  email: string;
  phone: string;
  password: string;
  captchaCode: string;
}

interface LoginFormProps {
  /** The area code of the phone field (picked on /chooseArea, or the server default). */
  areaCode: string | null;
  initialValues?: Partial<LoginFormValues>;
  /** Opens the area-code picker; receives the values typed so far, to be handed back on return. */
  onChooseArea: (values: LoginFormValues) => void;
  onSuccess: (result: LoginResult) => void;
}

const EMPTY: LoginFormValues = { method: 'email', email: '', phone: '', password: '', captchaCode: '' };

export function LoginForm({ areaCode, initialValues, onChooseArea, onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const rules = useValidationRules();
  const [method, setMethod] = useState<ContactMethod>(initialValues?.method ?? 'email');
  const { register, handleSubmit, getValues, setError, setValue, formState } = useForm<LoginFormValues>({
    defaultValues: { ...EMPTY, ...initialValues },
    shouldUnregister: true,
  });
  const { errors } = formState;
  const captcha = useCaptchaChallenge();
  const loginMutation = useLogin();

  const submit = handleSubmit((values) => {
    const account: LoginRequest =
      method === 'email'
        ? { username: values.email.trim(), password: values.password }
        : { username: values.phone.trim(), areaCode: areaCode ?? undefined, password: values.password };
    loginMutation.mutate(
      { ...account, ...captcha.fieldsFor(values.captchaCode) },
      {
        onSuccess,
        onError: (error) => {
          setValue('captchaCode', '');
          if (captcha.handleAttempt(error) && error instanceof Error) {
            setError('captchaCode', { type: 'server', message: error.message }, { shouldFocus: true });
            return;
          }
          applyApiError(error, setError, ['email', 'phone', 'password']);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <AccountFields
        method={method}
        onMethodChange={setMethod}
        email={() => ({ ...register('email', rules.schema('email', 'email')), error: errors.email?.message })}
        phone={() => ({ ...register('phone', rules.schema('phone', 'phone')), error: errors.phone?.message })}
        areaCode={areaCode}
        onChooseArea={() => onChooseArea({ ...getValues(), method })}
        emailAutoComplete="username"
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', rules.required('password'))}
      />
      <FormCaptchaField
        captcha={captcha}
        error={errors.captchaCode?.message}
        inputProps={() => register('captchaCode', rules.required('captcha'))}
      />
      <Button type="submit" isFullWidth isLoading={loginMutation.isPending}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
