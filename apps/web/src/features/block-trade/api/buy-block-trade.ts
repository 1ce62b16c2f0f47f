import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationBody } from '@exchange/contracts/http/operation';
import type { buyBlockTrade } from '@exchange/contracts/http/block-trade/index';
import { fundKeys } from '@/data/assets/fund-keys';
import { callOperation } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { blockOperations } from './block-operations';
import { blockKeys } from './query-keys';

export type BuyBlockTradeRequest = OperationBody<typeof buyBlockTrade>;

export interface KeyedBlockBuy {
  request: BuyBlockTradeRequest;
  idempotencyKey: string;
}

export function sendBuyBlockTrade({ request, idempotencyKey }: KeyedBlockBuy) {
  return callOperation(blockOperations.buyBlockTrade, {
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    noMsg: true,
  });
}

/** Buys from an offer; whatever the answer, the offers (what is left, a changed rate), orders and funds are read again. */
export function useBuyBlockTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBuyBlockTrade,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: blockKeys.offers }),
        queryClient.invalidateQueries({ queryKey: blockKeys.all }),
        queryClient.invalidateQueries({ queryKey: fundKeys.all }),
      ]),
  });
}
