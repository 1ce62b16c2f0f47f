import { Controller } from 'react-hook-form';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Channel } from '@exchange/contracts/http/wallet/channels';
import type { PaymentMethod } from '@exchange/contracts/http/wallet/payment-methods';
import { FieldError } from '@exchange/ui/field-error';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { TextField } from '@exchange/ui/text-field';
import { isDestinationTag } from '../utils/chains';
import { ChannelMethod, MEMO_CHAIN } from '../utils/channel-method';
import { addPaymentMethodRoute } from '../utils/deposit-routes';
import { describePaymentMethod } from '../utils/payment-method-text';
import { RadioCardList } from './radio-card-list';
import type { WithdrawFormValues } from '../utils/withdraw-form-values';

export const NEW_ADDRESS = 'new';

interface WithdrawDestinationProps {
  channel: Channel;
  methods: readonly PaymentMethod[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  control: Control<WithdrawFormValues>;
  register: UseFormRegister<WithdrawFormValues>;
  errors: FieldErrors<WithdrawFormValues>;
  destination: string;
}

/**
 * Where the money goes: one of the user's saved bank cards or crypto addresses (of the channel's coin and chain),
 * or, for crypto, an address typed here (with the destination tag on XRP).
 */
export function WithdrawDestination(props: WithdrawDestinationProps) {
  const { channel, methods, control, register, errors, destination } = props;
  const { t } = useTranslation();
  const isCrypto = channel.methodType === ChannelMethod.virtualCurrency;
  const label = isCrypto ? t('withdraw.destination.address') : t('withdraw.destination.bankCard');
  const choices = [
    ...(methods ?? []).map((method) => {
      const { title, detail } = describePaymentMethod(method);
      return { value: String(method.id), label: title, description: detail };
    }),
    ...(isCrypto ? [{ value: NEW_ADDRESS, label: t('withdraw.destination.newAddress') }] : []),
  ];

  if (props.isLoading) return <LoadingState />;
  if (props.isError) return <ErrorState onRetry={props.onRetry} />;
  return (
    <section className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium">{label}</h2>
        <Link
          to={addPaymentMethodRoute(channel.methodType)}
          className="rounded-lg px-2 py-1 text-sm font-medium text-brand hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
        >
          {isCrypto ? t('withdraw.destination.saveAddress') : t('withdraw.destination.addBankCard')}
        </Link>
      </div>
      {choices.length === 0 ? (
        <p className="rounded-2xl bg-surface-raised p-4 text-sm text-muted">
          {t('withdraw.destination.noBankCard')}
        </p>
      ) : (
        <Controller
          control={control}
          name="destination"
          rules={{ required: t('withdraw.destination.required') }}
          render={({ field, fieldState }) => (
            <>
              <RadioCardList
                label={label}
                choices={choices}
                value={field.value}
                onChange={field.onChange}
                errorId={fieldState.error ? 'withdraw-destination-error' : undefined}
              />
              <FieldError id="withdraw-destination-error" error={fieldState.error?.message} />
            </>
          )}
        />
      )}
      {choices.length === 0 ? (
        <FieldError id="withdraw-destination-error" error={errors.destination?.message} />
      ) : null}
      {isCrypto && destination === NEW_ADDRESS ? (
        <>
          <TextField
            label={t('withdraw.destination.addressField', { chain: channel.chain })}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            error={errors.address?.message}
            {...register('address', {
              validate: (value) =>
                value.trim() !== '' ||
                t('validation.required', {
                  field: t('withdraw.destination.addressField', { chain: channel.chain }),
                }),
              maxLength: { value: 128, message: t('withdraw.destination.addressTooLong') },
            })}
          />
          {channel.chain === MEMO_CHAIN ? (
            <TextField
              label={t('common.optional', { label: t('withdraw.destination.memo') })}
              hint={t('withdraw.destination.memoHint')}
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              error={errors.memo?.message}
              {...register('memo', {
                validate: (value) =>
                  value.trim() === '' ||
                  isDestinationTag(value.trim()) ||
                  t('paymentMethods.validation.memo'),
              })}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
