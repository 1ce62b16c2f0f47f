import { amountProblem, normalizeAmount } from './amounts';
import type { AmountProblem } from './amounts';
import { isWalletCode } from './wallets';
import type { WalletCode } from './wallets';

export interface TransferValues {
  fromWallet: WalletCode;
  toWallet: WalletCode;
  coin: string;
  amount: string;
}

export interface TransferErrors {
  toWallet?: 'sameWallet';
  coin?: 'required';
  amount?: AmountProblem;
}

/** The form's first values from the link that opened it (`?from=contract&coin=BTC`), spot → contract by default. */
export function initialTransferValues(params: URLSearchParams, coins: readonly string[]): TransferValues {
  const from = params.get('from');
  const to = params.get('to');
  const fromWallet: WalletCode = isWalletCode(from) ? from : 'spot';
  const fallbackTo: WalletCode = fromWallet === 'spot' ? 'contract' : 'spot';
  const toWallet: WalletCode = isWalletCode(to) && to !== fromWallet ? to : fallbackTo;
  const coin = params.get('coin')?.toUpperCase() ?? '';
  return {
    fromWallet,
    toWallet,
    coin: coins.includes(coin) ? coin : (coins.find((c) => c === 'USDT') ?? coins[0] ?? ''),
    amount: '',
  };
}

/** What stops a transfer from being sent; `available` is the source wallet's balance of the coin, when known. */
export function validateTransfer(values: TransferValues, available: string | null): TransferErrors {
  const errors: TransferErrors = {};
  if (values.fromWallet === values.toWallet) errors.toWallet = 'sameWallet';
  if (values.coin === '') errors.coin = 'required';
  const amount = amountProblem(values.amount, { available });
  if (amount) errors.amount = amount;
  return errors;
}

export const hasTransferErrors = (errors: TransferErrors) => Object.keys(errors).length > 0;

/** The contract body of a valid form. */
export function transferBody(values: TransferValues) {
  return {
    fromWallet: values.fromWallet,
    toWallet: values.toWallet,
    coin: values.coin,
    amount: normalizeAmount(values.amount),
  };
}

/** Picking a wallet on one side that the other side holds swaps the two, so they never match. */
export function pickWallet(
  values: TransferValues,
  side: 'fromWallet' | 'toWallet',
  wallet: WalletCode,
): TransferValues {
  const other = side === 'fromWallet' ? 'toWallet' : 'fromWallet';
  if (values[other] === wallet) return { ...values, [side]: wallet, [other]: values[side] };
  return { ...values, [side]: wallet };
}
