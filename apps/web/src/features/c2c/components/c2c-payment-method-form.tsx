import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { SelectField } from '@exchange/ui/select-field';
import { TextField } from '@exchange/ui/text-field';
import { applyApiError } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import type { NewPaymentMethod } from '../api/c2c-mutations';
import { useCreateC2cPaymentMethod } from '../api/c2c-mutations';
import { C2C_METHOD_KINDS } from '../utils/c2c-rules';

/** The contract's rules (createC2cPaymentMethod): names on one line without angle brackets; a plain account number. */
const nameRule = (min: number, max: number) => (value: string) => {
  const text = value.trim();
  return text.length >= min && text.length <= max && !/[<>\n\r\t]/.test(text);
};
const ACCOUNT_NO = /^[A-Za-z0-9 @._+-]{4,40}$/;

/** Saves a C2C payment method: a bank transfer or an e-wallet, where the caller receives fiat as a seller. */
export function C2cPaymentMethodForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const create = useCreateC2cPaymentMethod();
  const { register, handleSubmit, setError, formState } = useForm<NewPaymentMethod>({
    defaultValues: { kind: 'bank', provider: '', accountName: '', accountNo: '' },
  });
  const submit = handleSubmit((values) =>
    create.mutate(
      {
        kind: values.kind,
        provider: values.provider.trim(),
        accountName: values.accountName.trim(),
        accountNo: values.accountNo.trim(),
      },
      {
        onSuccess: () => {
          notify.success(t('c2c.methods.saved'));
          onSaved();
        },
        onError: (error) => applyApiError(error, setError, ['kind', 'provider', 'accountName', 'accountNo']),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SelectField
        label={t('c2c.methods.kindLabel')}
        options={C2C_METHOD_KINDS.map((kind) => ({ value: kind, label: t(`c2c.methods.kind.${kind}`) }))}
        {...register('kind')}
      />
      <TextField
        label={t('c2c.methods.provider')}
        hint={t('c2c.methods.providerHint')}
        autoComplete="off"
        maxLength={40}
        error={formState.errors.provider?.message}
        {...register('provider', {
          validate: (value) => nameRule(2, 40)(value) || t('c2c.methods.providerInvalid'),
        })}
      />
      <TextField
        label={t('c2c.methods.accountName')}
        autoComplete="name"
        maxLength={60}
        error={formState.errors.accountName?.message}
        {...register('accountName', {
          validate: (value) => nameRule(2, 60)(value) || t('c2c.methods.accountNameInvalid'),
        })}
      />
      <TextField
        label={t('c2c.methods.accountNo')}
        autoComplete="off"
        dir="ltr"
        maxLength={40}
        error={formState.errors.accountNo?.message}
        {...register('accountNo', {
          validate: (value) => ACCOUNT_NO.test(value.trim()) || t('c2c.methods.accountNoInvalid'),
        })}
      />
      <Button type="submit" isFullWidth isLoading={create.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
}
