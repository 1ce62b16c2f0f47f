import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationBody } from '@exchange/contracts/http/operation';
import type {
  StockOrder,
  completeStockOrder,
  createStockOrder,
  revokeStockOrder,
} from '@exchange/contracts/http/stock/index';
import { fundKeys } from '@/data/assets/fund-keys';
import { callOperation } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { stockOperations } from './stock-operations';
import { stockKeys } from './query-keys';

export type CreateStockOrderRequest = OperationBody<typeof createStockOrder>;
export type CompleteStockOrderRequest = OperationBody<typeof completeStockOrder>;
export type RevokeStockOrderRequest = OperationBody<typeof revokeStockOrder>;

/** A money call as sent: the body and the idempotency key of this submission (the same key while it is retried). */
export interface Keyed<T> {
  request: T;
  idempotencyKey: string;
}

const keyHeader = (idempotencyKey: string) => ({ [IDEMPOTENCY_HEADER]: idempotencyKey });

export const sendCreateStockOrder = ({ request, idempotencyKey }: Keyed<CreateStockOrderRequest>) =>
  callOperation(stockOperations.createStockOrder, {
    body: request,
    headers: keyHeader(idempotencyKey),
    noMsg: true,
  });

export const sendCompleteStockOrder = ({ request, idempotencyKey }: Keyed<CompleteStockOrderRequest>) =>
  callOperation(stockOperations.completeStockOrder, {
    body: request,
    headers: keyHeader(idempotencyKey),
    noMsg: true,
  });

export const sendRevokeStockOrder = ({ request, idempotencyKey }: Keyed<RevokeStockOrderRequest>) =>
  callOperation(stockOperations.revokeStockOrder, {
    body: request,
    headers: keyHeader(idempotencyKey),
    noMsg: true,
  });

/**
 * A stock money call: whatever it did, orders, holdings and the spot wallet are read again (after a refusal too: an
 * "order not open" means the screen was behind).
 */
function useStockMutation<T>(mutationFn: (input: Keyed<T>) => Promise<StockOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stockKeys.all }),
        queryClient.invalidateQueries({ queryKey: fundKeys.all }),
      ]),
  });
}

/** Buys a stock at market (quantity or USDT amount) or with a limit price (quantity). */
export const useCreateStockOrder = () => useStockMutation(sendCreateStockOrder);

/** Sells a holding, whole (no quantity) or part, at market or with a limit price. */
export const useCompleteStockOrder = () => useStockMutation(sendCompleteStockOrder);

/** Cancels a waiting limit order: a buy's hold returns to the wallet, a sale's shares to the holding. */
export const useRevokeStockOrder = () => useStockMutation(sendRevokeStockOrder);
