import { useTranslation } from 'react-i18next';
import { ErrorCodes } from '@exchange/contracts/errors';
import { ApiError, presentApiError } from '@/lib/api-client';
import { serverField } from '@/lib/form-errors';
import { useIdempotencyKey } from '@/lib/idempotency';
import { notify } from '@/lib/notify';
import { useCreateSwap } from '../api/create-flash-exchange';
import type { SwapRequest } from '../api/create-flash-exchange';

/** Refusals that mean "the price you saw is no longer good": show why and fetch a new quote. */
const QUOTE_REFUSALS: ReadonlySet<number> = new Set([
  ErrorCodes.SLIPPAGE_EXCEEDED.code,
  ErrorCodes.PRICE_UNAVAILABLE.code,
]);

/**
 * Sends a swap with one idempotency key per submission (reused on a retry of the same values). A refused quote
 * (slippage exceeded, no price) shows the server's message and refreshes the quote; an amount problem goes under
 * the amount field; anything else is a toast.
 */
export function useSwapSubmit(options: {
  refreshQuote: () => void;
  onAmountError: (message: string) => void;
  onSwapped: () => void;
}) {
  const { t } = useTranslation();
  const swap = useCreateSwap();
  const idempotency = useIdempotencyKey();
  const submit = (body: SwapRequest) =>
    swap.mutate(
      { body, idempotencyKey: idempotency.keyFor(body) },
      {
        onSuccess: (order) => {
          idempotency.reset();
          notify.success(t('swap.success', { from: order.fromCoin, to: order.toCoin }));
          options.onSwapped();
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (QUOTE_REFUSALS.has(error.code)) {
            // The price moved: this submission is over, the next one (at the new quote) gets a new key.
            idempotency.reset();
            presentApiError(error);
            options.refreshQuote();
          } else if (serverField(error) === 'amount') {
            options.onAmountError(error.msg);
          } else {
            presentApiError(error);
          }
        },
      },
    );
  return { submit, isPending: swap.isPending };
}
