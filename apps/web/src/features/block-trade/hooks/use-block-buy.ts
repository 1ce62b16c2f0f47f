import { ApiError } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useBuyBlockTrade } from '../api/buy-block-trade';
import type { BuyBlockTradeRequest } from '../api/buy-block-trade';
import type { BlockOrder } from '../api/page-block-orders';

/** The server's internal-error class: the buy may or may not have happened, so a retry keeps the key. */
const SERVER_ERROR = 500;

interface BlockBuyOptions {
  onBought: (order: BlockOrder) => void;
  /** A refusal, with the server's message (a changed rate, sold out, no live price, not enough USDT). */
  onRefused: (message: string) => void;
}

/**
 * Sends a buy with one idempotency key per submission: the same key while the same buy is retried after no answer
 * (the server applies it at most once), a new one after it was bought or refused.
 */
export function useBlockBuy({ onBought, onRefused }: BlockBuyOptions) {
  const mutation = useBuyBlockTrade();
  const idempotency = useIdempotencyKey();
  const submit = (request: BuyBlockTradeRequest) =>
    mutation.mutate(
      { request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: (order) => {
          idempotency.reset();
          onBought(order);
        },
        onError: (error) => {
          if (error instanceof ApiError && !error.isNoResponse && error.code !== SERVER_ERROR)
            idempotency.reset();
          onRefused(error.message);
        },
      },
    );
  return { submit, isPending: mutation.isPending };
}
