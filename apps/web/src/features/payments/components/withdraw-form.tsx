import { BigNumber } from 'bignumber.js';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Channel } from '@exchange/contracts/http/wallet/channels';
import type { WithdrawalOrder } from '@exchange/contracts/http/wallet/withdrawal';
import { Button } from '@exchange/ui/button';
import { TextField } from '@exchange/ui/text-field';
import type { CreateWithdrawalBody } from '../api/create-withdrawal';
import { useWalletAsset } from '@/data/assets/get-wallet-asset';
import { usePaymentMethods } from '../api/list-payment-methods';
import { useWithdrawQuote } from '../hooks/use-withdraw-quote';
import { useWithdrawSubmission } from '../hooks/use-withdraw-submission';
import { amountProblem, normalizeAmount, coinAmount } from '../utils/amount';
import { MEMO_CHAIN, kindOfMethodType } from '../utils/channel-method';
import { matchesChannel } from '../utils/payment-method-text';
import { withdrawSummary } from '../utils/withdraw-summary';
import type { WithdrawFormValues } from '../utils/withdraw-form-values';
import { PayPasswordSheet } from './pay-password-sheet';
import { WithdrawChannelPicker } from './withdraw-channel-picker';
import { NEW_ADDRESS, WithdrawDestination } from './withdraw-destination';
import { WithdrawQuote } from './withdraw-quote';

interface WithdrawFormProps {
  /** Withdrawal channels by bank card or crypto (the methods with a destination this form can name). */
  channels: readonly Channel[];
  initialCoin: string;
  onSubmitted: (order: WithdrawalOrder) => void;
}

/**
 * A withdrawal: coin and channel, destination, amount (with the live fee, arrival amount and daily limit), then
 * the pay password in a confirm sheet. The amount is held from the spot wallet until staff review it.
 */
export function WithdrawForm({ channels, initialCoin, onSubmitted }: WithdrawFormProps) {
  const { t } = useTranslation();
  const firstCoin = channels.some((entry) => entry.coin === initialCoin)
    ? initialCoin
    : (channels[0]?.coin ?? '');
  const { register, control, handleSubmit, setError, setValue, getValues, formState } =
    useForm<WithdrawFormValues>({
      defaultValues: { coin: firstCoin, channelId: '', destination: '', address: '', memo: '', amount: '' },
    });
  const { errors } = formState;
  const [coin, channelId, destination, amount] = useWatch({
    control,
    name: ['coin', 'channelId', 'destination', 'amount'],
  });
  const coinChannels = channels.filter((entry) => entry.coin === coin);
  const channel = coinChannels.find((entry) => String(entry.id) === channelId) ?? coinChannels[0];
  const kind = channel ? kindOfMethodType(channel.methodType) : null;
  const isCrypto = kind === 'virtualWallet';
  const methodsQuery = usePaymentMethods(kind ?? 'bankCard', kind !== null);
  const methods = useMemo(
    () =>
      isCrypto && channel
        ? methodsQuery.data?.filter((method) => matchesChannel(method, channel))
        : methodsQuery.data,
    [methodsQuery.data, isCrypto, channel],
  );
  const balance = useWalletAsset('spot', coin);
  const quote = useWithdrawQuote(channel, amount);
  const [pendingBody, setPendingBody] = useState<Omit<CreateWithdrawalBody, 'payPassword'> | null>(null);
  const submission = useWithdrawSubmission({
    onSuccess: onSubmitted,
    onFieldError: (field, message) => {
      setPendingBody(null);
      setError(
        field === 'paymentMethodId' ? 'destination' : field,
        { type: 'server', message },
        { shouldFocus: true },
      );
    },
  });

  // A destination of another channel (or none yet): the first saved one that fits, else a new address.
  useEffect(() => {
    if (!methods) return;
    const current = getValues('destination');
    const isValid =
      (isCrypto && current === NEW_ADDRESS) || methods.some((method) => String(method.id) === current);
    if (!isValid) setValue('destination', methods[0] ? String(methods[0].id) : isCrypto ? NEW_ADDRESS : '');
  }, [methods, isCrypto, getValues, setValue]);

  if (!channel) return null;
  const available = balance.data?.available ?? null;
  const amountLabel = t('withdraw.form.amount');
  const limits = { min: coinAmount(channel.minAmount), max: coinAmount(channel.maxAmount), coin };

  const fillMax = () => {
    const caps = [available ?? '0', channel.maxAmount, quote.dailyRemaining].filter(
      (cap): cap is string => cap !== null,
    );
    setValue('amount', BigNumber.min(...caps).toFixed(), { shouldValidate: true });
  };

  const review = handleSubmit((values) => {
    if (!values.destination) {
      setError('destination', { type: 'required', message: t('withdraw.destination.required') });
      return;
    }
    const isNew = values.destination === NEW_ADDRESS;
    setPendingBody({
      channelId: channel.id,
      amount: normalizeAmount(values.amount),
      ...(isNew
        ? {
            address: values.address.trim(),
            ...(channel.chain === MEMO_CHAIN && values.memo.trim() ? { memo: values.memo.trim() } : {}),
          }
        : { paymentMethodId: Number(values.destination) }),
    });
  });

  return (
    <form onSubmit={review} noValidate className="flex flex-col gap-5">
      <WithdrawChannelPicker
        channels={channels}
        coin={coin}
        channel={channel}
        onCoinChange={(next) => {
          setValue('coin', next);
          setValue('channelId', '');
          setValue('amount', '');
        }}
        onChannelChange={(next) => setValue('channelId', next)}
      />
      <WithdrawDestination
        channel={channel}
        methods={methods}
        isLoading={methodsQuery.isPending}
        isError={methodsQuery.isError}
        onRetry={() => void methodsQuery.refetch()}
        control={control}
        register={register}
        errors={errors}
        destination={destination}
      />
      <TextField
        label={amountLabel}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        hint={
          available === null
            ? undefined
            : t('withdraw.form.available', { amount: coinAmount(available), coin })
        }
        end={
          <button
            type="button"
            onClick={fillMax}
            disabled={available === null}
            className="rounded-lg px-2 py-1 text-sm font-semibold text-brand hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50"
          >
            {t('withdraw.form.max')}
          </button>
        }
        error={errors.amount?.message}
        {...register('amount', {
          required: t('validation.required', { field: amountLabel }),
          validate: (value) => {
            const problem = amountProblem(value, {
              minAmount: channel.minAmount,
              maxAmount: channel.maxAmount,
              available,
            });
            if (problem === 'format') return t('deposit.confirm.amountFormat');
            if (problem === 'aboveAvailable')
              return t('withdraw.form.aboveAvailable', { amount: coinAmount(available ?? '0'), coin });
            return problem ? t('deposit.confirm.amountRange', limits) : true;
          },
        })}
      />
      <WithdrawQuote coin={coin} {...quote} />
      <Button type="submit" isFullWidth>
        {t('withdraw.form.submit')}
      </Button>
      <PayPasswordSheet
        isOpen={pendingBody !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            setPendingBody(null);
            submission.clearSheetProblem();
          }
        }}
        summary={pendingBody ? withdrawSummary(t, { body: pendingBody, channel, quote, methods }) : []}
        isPending={submission.isPending}
        problem={submission.sheetProblem}
        onClearProblem={submission.clearSheetProblem}
        onConfirm={(payPassword) => pendingBody && submission.submit({ ...pendingBody, payPassword })}
      />
    </form>
  );
}
