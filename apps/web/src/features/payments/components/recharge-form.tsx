import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { ImageInput } from '@/components/ui/image-input';
import { TextField } from '@exchange/ui/text-field';
import { applyApiError } from '@/lib/form-errors';
import { fileFingerprint, useIdempotencyKey } from '@/lib/idempotency';
import { MAX_IMAGE_MEGABYTES, imageProblem } from '@/lib/image-rules';
import { useCreateRecharge } from '../api/create-recharge';
import type { Channel } from '@exchange/contracts/http/wallet/channels';
import type { RechargeOrder } from '../api/get-recharge-detail';
import { useSubmitRecharge } from '../api/submit-recharge';
import { useRechargeVerification } from '../hooks/use-recharge-verification';
import { amountProblem, normalizeAmount, coinAmount } from '../utils/amount';
import { ChannelMethod } from '../utils/channel-method';
import { isTxHash } from '../utils/recharge-rules';

export interface RechargeFormValues {
  amount: string;
  txHash: string;
  proof: File | null;
}

interface RechargeFormProps {
  channel: Channel;
  onSubmitted: (order: RechargeOrder) => void;
}

/**
 * Reports a deposit for review: the amount (checked with the server as it is typed), the payment screenshot and,
 * for crypto, the transaction hash — a hash alone is enough there. One idempotency key per submission: a retry of
 * the same request (a lost answer, a double tap) can never create a second order.
 */
export function RechargeForm({ channel, onSubmitted }: RechargeFormProps) {
  const { t } = useTranslation();
  const isCrypto = channel.methodType === ChannelMethod.virtualCurrency;
  const submitRecharge = useSubmitRecharge();
  const createRecharge = useCreateRecharge();
  const idempotency = useIdempotencyKey();
  const { register, control, handleSubmit, setError, formState } = useForm<RechargeFormValues>({
    defaultValues: { amount: '', txHash: '', proof: null },
  });
  const { errors } = formState;
  const verification = useRechargeVerification(channel.id, useWatch({ control, name: 'amount' }));
  const labels = {
    amount: t('deposit.confirm.amount'),
    txHash: t('deposit.confirm.txHash'),
    proof: t('deposit.confirm.proof'),
  };
  const range = {
    min: coinAmount(channel.minAmount),
    max: coinAmount(channel.maxAmount),
    coin: channel.coin,
  };

  const submit = handleSubmit((values) => {
    const amount = normalizeAmount(values.amount);
    const txHash = isCrypto ? values.txHash.trim() : '';
    const idempotencyKey = idempotency.keyFor([channel.id, amount, txHash, fileFingerprint(values.proof)]);
    const callbacks = {
      onSuccess: (order: RechargeOrder) => {
        idempotency.reset();
        onSubmitted(order);
      },
      onError: (error: unknown) => applyApiError(error, setError, ['amount', 'txHash', 'proof']),
    };
    if (values.proof === null) {
      createRecharge.mutate({ channelId: channel.id, amount, txHash, idempotencyKey }, callbacks);
    } else {
      submitRecharge.mutate(
        { channelId: channel.id, amount, txHash, proof: values.proof, idempotencyKey },
        callbacks,
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={labels.amount}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        end={<span className="text-sm text-muted">{channel.coin}</span>}
        hint={verification.problem ? undefined : t('deposit.confirm.amountHint', range)}
        error={errors.amount?.message ?? verification.problem ?? undefined}
        {...register('amount', {
          required: t('validation.required', { field: labels.amount }),
          validate: (value) => {
            const problem = amountProblem(value, {
              minAmount: channel.minAmount,
              maxAmount: channel.maxAmount,
            });
            if (problem === 'format') return t('deposit.confirm.amountFormat');
            return problem ? t('deposit.confirm.amountRange', range) : true;
          },
        })}
      />
      {isCrypto ? (
        <TextField
          label={t('common.optional', { label: labels.txHash })}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          hint={t('deposit.confirm.txHashHint')}
          error={errors.txHash?.message}
          {...register('txHash', {
            validate: (value) => !value.trim() || isTxHash(value) || t('deposit.confirm.txHashFormat'),
          })}
        />
      ) : null}
      <Controller
        control={control}
        name="proof"
        rules={{
          validate: (file, values) => {
            if (!file) {
              if (isCrypto && values.txHash.trim()) return true;
              return isCrypto ? t('deposit.confirm.proofOrHashRequired') : t('deposit.confirm.proofRequired');
            }
            const problem = imageProblem(file);
            if (problem === 'imageType') return t('validation.imageType', { field: labels.proof });
            if (problem === 'imageSize')
              return t('validation.imageSize', { field: labels.proof, megabytes: MAX_IMAGE_MEGABYTES });
            return true;
          },
        }}
        render={({ field, fieldState }) => (
          <ImageInput
            label={isCrypto ? t('common.optional', { label: labels.proof }) : labels.proof}
            hint={t('deposit.confirm.proofHint', { megabytes: MAX_IMAGE_MEGABYTES })}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            texts={{
              previewAlt: t('deposit.confirm.proofPreview'),
              choose: t('deposit.confirm.chooseImage'),
              replace: t('deposit.confirm.replaceImage'),
              remove: t('deposit.confirm.removeImage'),
            }}
            // A taller box than a document's: most payment screenshots are taken on a phone.
            previewClassName="h-56"
          />
        )}
      />
      <Button type="submit" isFullWidth isLoading={submitRecharge.isPending || createRecharge.isPending}>
        {t('deposit.confirm.submit')}
      </Button>
    </form>
  );
}
