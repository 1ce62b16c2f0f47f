import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { SelectField } from '@exchange/ui/select-field';
import { ApiError, presentApiError } from '@/lib/api-client';
import { serverField } from '@/lib/form-errors';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useAnyTransfer } from '../api/any-transfer';
import { useWalletAsset } from '@/data/assets/get-wallet-asset';
import { formatCoinAmount } from '../utils/amounts';
import { hasTransferErrors, pickWallet, transferBody, validateTransfer } from '../utils/transfer-values';
import type { TransferValues } from '../utils/transfer-values';
import { WALLETS } from '../utils/wallets';
import type { WalletCode } from '../utils/wallets';
import { AmountField } from './amount-field';
import { TransferIcon } from './wallet-icons';

interface TransferFormProps {
  coins: readonly string[];
  initialValues: TransferValues;
  onTransferred: () => void;
}

/**
 * A move between two of the user's wallets: from/to pickers with a swap button, the coin, the amount up to the
 * source wallet's available balance. One idempotency key per submission, reused when the same values are sent
 * again after a failure, so a retry never moves the money twice.
 */
export function TransferForm({ coins, initialValues, onTransferred }: TransferFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverAmountError, setServerAmountError] = useState<string | null>(null);
  const source = useWalletAsset(values.fromWallet, values.coin);
  const available = source.data?.available ?? null;
  const errors = validateTransfer(values, available);
  const transfer = useAnyTransfer();
  const idempotency = useIdempotencyKey();

  const update = (next: TransferValues) => {
    setValues(next);
    setServerAmountError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (hasTransferErrors(errors) || transfer.isPending) return;
    const body = transferBody(values);
    transfer.mutate(
      { body, idempotencyKey: idempotency.keyFor(body) },
      {
        onSuccess: () => {
          idempotency.reset();
          onTransferred();
        },
        onError: (error) => {
          if (error instanceof ApiError && serverField(error) === 'amount') setServerAmountError(error.msg);
          else if (error instanceof ApiError) presentApiError(error);
        },
      },
    );
  };
  const walletOptions = WALLETS.map((wallet) => ({ value: wallet, label: t(`funds.wallets.${wallet}`) }));
  const amountError = isSubmitted && errors.amount ? t(`funds.amountErrors.${errors.amount}`) : undefined;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex items-end gap-2">
        <div className="flex flex-1 flex-col gap-3">
          <SelectField
            label={t('transfer.from')}
            options={walletOptions}
            value={values.fromWallet}
            onChange={(event) => update(pickWallet(values, 'fromWallet', event.target.value as WalletCode))}
          />
          <SelectField
            label={t('transfer.to')}
            options={walletOptions}
            value={values.toWallet}
            error={errors.toWallet ? t('transfer.sameWallet') : undefined}
            onChange={(event) => update(pickWallet(values, 'toWallet', event.target.value as WalletCode))}
          />
        </div>
        <button
          type="button"
          onClick={() => update({ ...values, fromWallet: values.toWallet, toWallet: values.fromWallet })}
          aria-label={t('transfer.swapSides')}
          className="flex size-11 shrink-0 items-center self-center justify-center rounded-full border border-border bg-surface-raised text-brand hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
        >
          <TransferIcon className="rotate-90" />
        </button>
      </div>
      <SelectField
        label={t('transfer.coin')}
        options={coins.map((coin) => ({ value: coin, label: coin }))}
        value={values.coin}
        onChange={(event) => update({ ...values, coin: event.target.value, amount: '' })}
      />
      <AmountField
        label={t('transfer.amount')}
        value={values.amount}
        onChange={(amount) => update({ ...values, amount })}
        coin={values.coin}
        maxAmount={available}
        hint={t('funds.availableAmount', {
          amount: available === null ? '—' : formatCoinAmount(available),
          coin: values.coin,
        })}
        error={serverAmountError ?? amountError}
      />
      <Button type="submit" isFullWidth isLoading={transfer.isPending}>
        {t('transfer.submit')}
      </Button>
    </form>
  );
}
