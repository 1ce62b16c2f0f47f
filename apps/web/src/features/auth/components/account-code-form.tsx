import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { VerificationPurpose } from '@exchange/contracts/enums';
import { Button } from '@exchange/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import type { ContactMethod } from '@/components/ui/contact-fields';
import { TextField } from '@exchange/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useValidationRules } from '@/lib/form-rules';
import { useSendCode } from '../api/send-code';
import { useCaptchaChallenge } from '../hooks/use-captcha-challenge';
import { useCodeCooldownStore } from '../stores/code-cooldown-store';
import { AccountFields } from './account-fields';
import { FormCaptchaField } from './captcha-field';
import { SendCodeButton } from './send-code-button';

export interface AccountCodeValues {
  method: ContactMethod;
  email: string;
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
  inviteCode: string;
  captchaCode: string;
}

export interface AccountCodeSubmission extends AccountCodeValues {
  areaCode: string | null;
  /** Captcha fields to send, when a captcha is shown. */
  captcha: { captchaId?: string; captchaCode?: string };
}

interface AccountCodeFormProps {
  /** register: sign-up (purpose 1, invite code); reset: forgotten password (purpose 2). */
  mode: 'register' | 'reset';
  areaCode: string | null;
  initialValues?: Partial<AccountCodeValues>;
  onChooseArea: (values: AccountCodeValues) => void;
  /** Performs the call; a rejection is shown on the form. */
  onSubmit: (values: AccountCodeSubmission) => Promise<void>;
  submitLabel: string;
}

const EMPTY: AccountCodeValues = {
  method: 'email',
  email: '',
  phone: '',
  code: '',
  password: '',
  confirmPassword: '',
  inviteCode: '',
  captchaCode: '',
};

const SERVER_FIELDS = ['email', 'phone', 'code', 'password', 'inviteCode'] as const;

/** E-mail or phone, a code sent to it, and a new password: the sign-up and reset-password form. */
export function AccountCodeForm({
  mode,
  areaCode,
  initialValues,
  onChooseArea,
  onSubmit,
  submitLabel,
}: AccountCodeFormProps) {
  const { t } = useTranslation();
  const rules = useValidationRules();
  const [method, setMethod] = useState<ContactMethod>(initialValues?.method ?? 'email');
  const form = useForm<AccountCodeValues>({
    defaultValues: { ...EMPTY, ...initialValues },
    shouldUnregister: true,
  });
  const { register, handleSubmit, getValues, setError, setValue, trigger, control, formState } = form;
  const { errors } = formState;
  const captcha = useCaptchaChallenge();
  const sendCodeMutation = useSendCode();
  const startCooldown = useCodeCooldownStore((state) => state.startCooldown);
  const [email = '', phone = ''] = useWatch({ control, name: ['email', 'phone'] });
  const target = method === 'email' ? `email:${email.trim()}` : `phone:${areaCode}${phone.trim()}`;

  const onCaptchaError = (error: unknown): boolean => {
    setValue('captchaCode', '');
    if (!captcha.handleAttempt(error)) return false;
    if (error instanceof Error) setError('captchaCode', { type: 'server', message: error.message });
    return true;
  };

  const sendCode = async () => {
    if (!(await trigger(method))) return;
    const values = getValues();
    const purpose = mode === 'register' ? VerificationPurpose.register : VerificationPurpose.resetPassword;
    const contact =
      method === 'email'
        ? { email: values.email.trim() }
        : { areaCode: areaCode ?? undefined, phone: values.phone.trim() };
    sendCodeMutation.mutate(
      { purpose, ...contact, ...captcha.fieldsFor(values.captchaCode) },
      {
        onSuccess: ({ cooldownSeconds }) => {
          captcha.handleAttempt(undefined);
          startCooldown(target, cooldownSeconds);
          notify.success(t('auth.codeSent'));
        },
        onError: (error) => {
          // "Wait N seconds" (cooldown, rate limit): the button counts down instead.
          if (error instanceof ApiError && error.retryAfterSeconds)
            startCooldown(target, error.retryAfterSeconds);
          if (!onCaptchaError(error)) applyApiError(error, setError, SERVER_FIELDS);
        },
      },
    );
  };

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({ ...values, method, areaCode, captcha: captcha.fieldsFor(values.captchaCode) });
    } catch (error) {
      if (!onCaptchaError(error)) applyApiError(error, setError, SERVER_FIELDS);
    }
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
      />
      <TextField
        label={t('fields.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        dir="ltr"
        end={
          <SendCodeButton
            target={target}
            isSending={sendCodeMutation.isPending}
            onSend={() => void sendCode()}
          />
        }
        error={errors.code?.message}
        {...register('code', rules.schema('code', 'code'))}
      />
      <PasswordField
        label={t(mode === 'register' ? 'fields.password' : 'fields.newPassword')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password', rules.schema(mode === 'register' ? 'password' : 'newPassword', 'password'))}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register(
          'confirmPassword',
          rules.confirmsPassword<AccountCodeValues>('confirmPassword', 'password'),
        )}
      />
      {mode === 'register' ? (
        <TextField
          label={t('common.optional', { label: t('fields.inviteCode') })}
          autoComplete="off"
          autoCapitalize="characters"
          error={errors.inviteCode?.message}
          {...register('inviteCode', rules.optionalSchema('inviteCode', 'inviteCode'))}
        />
      ) : null}
      <FormCaptchaField
        captcha={captcha}
        error={errors.captchaCode?.message}
        inputProps={() => register('captchaCode', rules.required('captcha'))}
      />
      <Button type="submit" isFullWidth isLoading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
