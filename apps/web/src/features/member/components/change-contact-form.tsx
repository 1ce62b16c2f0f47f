import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { Button } from '@exchange/ui/button';
import { EmailField, PhoneField } from '@/components/ui/contact-fields';
import { TextField } from '@exchange/ui/text-field';
import { applyApiError } from '@/lib/form-errors';
import { useValidationRules } from '@/lib/form-rules';
import { useUpdateEmail, useUpdatePhone } from '../api/update-profile';
import type { RenderSendCode } from './send-code-slot';

export interface ChangeContactValues {
  email: string;
  phone: string;
  code: string;
}

interface ChangeContactFormProps {
  kind: 'email' | 'phone';
  /** Area code of the new phone number (phone only). */
  areaCode?: string | null;
  /** The area-code control inside the phone field (phone only); gets the form values for the picker's draft. */
  areaCodeControl?: (getValues: () => ChangeContactValues) => ReactNode;
  initialValues?: Partial<ChangeContactValues>;
  renderSendCode: RenderSendCode;
}

/** Changes the e-mail or the phone number; the code goes to the NEW address or number. */
export function ChangeContactForm({
  kind,
  areaCode,
  areaCodeControl,
  initialValues,
  renderSendCode,
}: ChangeContactFormProps) {
  const { t } = useTranslation();
  const rules = useValidationRules();
  const updateEmail = useUpdateEmail();
  const updatePhone = useUpdatePhone();
  const { register, handleSubmit, getValues, setError, trigger, reset, control, formState } =
    useForm<ChangeContactValues>({
      defaultValues: { email: '', phone: '', code: '', ...initialValues },
    });
  const { errors } = formState;
  const [email = '', phone = ''] = useWatch({ control, name: ['email', 'phone'] });
  const target = kind === 'email' ? `email:${email.trim()}` : `phone:${areaCode}${phone.trim()}`;

  const getRequest = async () => {
    if (!(await trigger(kind))) return null;
    const values = getValues();
    return kind === 'email'
      ? { purpose: 3 as const, email: values.email.trim() }
      : { purpose: 3 as const, areaCode: areaCode ?? undefined, phone: values.phone.trim() };
  };

  const onSuccess = () => {
    notify.success(t(kind === 'email' ? 'userInfo.emailSaved' : 'userInfo.phoneSaved'));
    reset();
  };
  const onError = (error: unknown) => applyApiError(error, setError, [kind, 'code']);
  const submit = handleSubmit((values) =>
    kind === 'email'
      ? updateEmail.mutate({ email: values.email.trim(), code: values.code }, { onSuccess, onError })
      : updatePhone.mutate(
          { areaCode: areaCode ?? '', phone: values.phone.trim(), code: values.code },
          { onSuccess, onError },
        ),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {kind === 'email' ? (
        <EmailField
          label={t('userInfo.newEmail')}
          error={errors.email?.message}
          {...register('email', rules.schema('email', 'email'))}
        />
      ) : (
        <PhoneField
          label={t('userInfo.newPhone')}
          start={areaCodeControl?.(getValues)}
          error={errors.phone?.message}
          {...register('phone', rules.schema('phone', 'phone'))}
        />
      )}
      <TextField
        label={t('fields.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        dir="ltr"
        end={renderSendCode({ target, getRequest })}
        error={errors.code?.message}
        {...register('code', rules.schema('code', 'code'))}
      />
      <Button type="submit" variant="secondary" isLoading={updateEmail.isPending || updatePhone.isPending}>
        {t(kind === 'email' ? 'userInfo.saveEmail' : 'userInfo.savePhone')}
      </Button>
    </form>
  );
}
