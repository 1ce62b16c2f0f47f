import { BigNumber } from 'bignumber.js';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { Channel } from '@exchange/contracts/http/wallet/channels';
import { useWithdrawalFee } from '../api/get-withdrawal-fee';
import { isPositiveAmount, normalizeAmount, remainingLimit } from '../utils/amount';

/**
 * The live fee, arrival amount and daily-limit use of the amount being typed (`withdrawal/fee`, 300 ms after the
 * last keystroke). Before a usable amount is typed the channel's minimum is quoted, so the limit used today shows
 * from the start; fee and arrival are only given for the amount actually typed.
 */
export function useWithdrawQuote(channel: Channel | undefined, amountText: string) {
  const settled = normalizeAmount(useDebouncedValue(amountText));
  const isUsable = isPositiveAmount(settled);
  const quoted = isUsable ? settled : (channel?.minAmount ?? null);
  const query = useWithdrawalFee(channel?.id ?? null, quoted);
  const quote = query.data;
  const typed = normalizeAmount(amountText);
  const isForTyped =
    quote !== undefined && isPositiveAmount(typed) && new BigNumber(quote.amount).isEqualTo(typed);
  return {
    fee: isForTyped ? quote.fee : null,
    arrivalAmount: isForTyped ? quote.arrivalAmount : null,
    dailyLimit: quote?.dailyLimit ?? channel?.dailyLimit ?? null,
    dailyUsed: quote?.dailyUsed ?? null,
    dailyRemaining: quote ? remainingLimit(quote.dailyLimit, quote.dailyUsed) : null,
    isUpdating: query.isFetching,
  };
}
