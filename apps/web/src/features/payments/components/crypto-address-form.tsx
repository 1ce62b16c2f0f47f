import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { SelectField } from '@exchange/ui/select-field';
import { TextField } from '@exchange/ui/text-field';
import { applyApiError } from '@/lib/form-errors';
import type { VirtualWalletInput } from '../api/create-payment-method';
import { useSavePaymentMethod } from '../hooks/use-save-payment-method';
import { usePaymentMethodRules } from '../hooks/use-payment-method-rules';
import { isChainCode, isDestinationTag } from '../utils/chains';
import { MEMO_CHAIN } from '../utils/channel-method';

export interface CryptoAddressFormValues {
  coin: string;
  chain: string;
  address: string;
  memo: string;
  label: string;
}

interface CryptoAddressFormProps {
  /** The coin/network pairs withdrawals are offered on. */
  networks: readonly { coin: string; chain: string }[];
  editing?: { id: number; values: Partial<CryptoAddressFormValues> };
  onSaved: () => void;
}

function toInput(values: CryptoAddressFormValues): VirtualWalletInput | null {
  if (!isChainCode(values.chain)) return null;
  return {
    coin: values.coin,
    chain: values.chain,
    address: values.address.trim(),
    ...(values.chain === MEMO_CHAIN && values.memo.trim() ? { memo: values.memo.trim() } : {}),
    ...(values.label.trim() ? { label: values.label.trim() } : {}),
  };
}

/** A crypto withdrawal address: coin and network, the address (checked per chain by the server), tag and label. */
export function CryptoAddressForm({ networks, editing, onSaved }: CryptoAddressFormProps) {
  const { t } = useTranslation();
  const rules = usePaymentMethodRules('virtualWallet');
  const save = useSavePaymentMethod(editing?.id);
  const first = networks[0];
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<CryptoAddressFormValues>(
    {
      defaultValues: {
        coin: first?.coin ?? '',
        chain: first?.chain ?? '',
        address: '',
        memo: '',
        label: '',
        ...editing?.values,
      },
    },
  );
  const { errors } = formState;
  const [coin, chain] = useWatch({ control, name: ['coin', 'chain'] });
  const coins = [...new Set(networks.map((network) => network.coin))];
  const chains = networks.filter((network) => network.coin === coin).map((network) => network.chain);

  const submit = handleSubmit((values) => {
    const input = toInput(values);
    if (!input) {
      setError('chain', { message: t('validation.required', { field: t('paymentMethods.fields.chain') }) });
      return;
    }
    save.mutate(
      { kind: 'virtualWallet', values: input },
      {
        onSuccess: onSaved,
        onError: (error) => applyApiError(error, setError, ['coin', 'chain', 'address', 'memo', 'label']),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={t('paymentMethods.fields.coin')}
          options={coins.map((value) => ({ value, label: value }))}
          error={errors.coin?.message}
          {...register('coin', {
            required: t('validation.required', { field: t('paymentMethods.fields.coin') }),
            onChange: (event: { target: { value: string } }) => {
              const next = networks.find((network) => network.coin === event.target.value);
              setValue('chain', next?.chain ?? '');
            },
          })}
        />
        <SelectField
          label={t('paymentMethods.fields.chain')}
          options={chains.map((value) => ({ value, label: value }))}
          error={errors.chain?.message}
          {...register('chain', {
            required: t('validation.required', { field: t('paymentMethods.fields.chain') }),
          })}
        />
      </div>
      <TextField
        label={t('paymentMethods.fields.address')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        hint={t('paymentMethods.addressHint', { coin, chain })}
        error={errors.address?.message}
        {...register('address', rules.required('address'))}
      />
      {chain === MEMO_CHAIN ? (
        <TextField
          label={t('common.optional', { label: t('paymentMethods.fields.memo') })}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          hint={t('paymentMethods.memoHint')}
          error={errors.memo?.message}
          {...register('memo', {
            validate: (value) =>
              value.trim() === '' || isDestinationTag(value.trim()) || t('paymentMethods.validation.memo'),
          })}
        />
      ) : null}
      <TextField
        label={t('common.optional', { label: t('paymentMethods.fields.label') })}
        autoComplete="off"
        error={errors.label?.message}
        {...register('label', rules.optional('label'))}
      />
      <Button type="submit" isFullWidth isLoading={save.isPending}>
        {t('paymentMethods.save')}
      </Button>
    </form>
  );
}
