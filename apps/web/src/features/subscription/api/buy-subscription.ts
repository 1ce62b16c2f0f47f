import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationBody } from '@exchange/contracts/http/operation';
import type { buySubscribeOrder } from '@exchange/contracts/http/subscription/index';
import { fundKeys } from '@/data/assets/fund-keys';
import { callOperation } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { subscriptionKeys } from './query-keys';
import { subscriptionOperations } from './subscription-operations';

export type SubscriptionBuyRequest = OperationBody<typeof buySubscribeOrder>;
/** The call of each allotment rule: pro rata 1 → subscribe order buy, first come 2 → one-click, lottery 3 → ration. */
export const BUY_OPERATION_OF_RULE = {
  1: subscriptionOperations.buySubscribeOrder,
  2: subscriptionOperations.oneClickBuySubscription,
  3: subscriptionOperations.rationBuySubscription,
} as const;

export interface KeyedSubscriptionBuy {
  rule: 1 | 2 | 3;
  request: SubscriptionBuyRequest;
  idempotencyKey: string;
}

export function sendSubscriptionBuy({ rule, request, idempotencyKey }: KeyedSubscriptionBuy) {
  return callOperation(BUY_OPERATION_OF_RULE[rule], {
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    noMsg: true,
  });
}

/** Commits or buys; whatever the answer, the projects, orders and funds are read again. */
export function useSubscriptionBuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSubscriptionBuy,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.projects }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: fundKeys.all }),
      ]),
  });
}
