import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationBody } from '@exchange/contracts/http/operation';
import type {
  buyVipLevel,
  createVipApplication,
  VipDetail,
  VipLevel,
} from '@exchange/contracts/http/vip/index';
import { fundKeys } from '@/data/assets/fund-keys';
import { callOperation } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { USER_QUERY_SCOPE } from '@/lib/query-client';
import { vipOperations } from './vip-operations';

export type { VipDetail, VipLevel };
export type BuyVipRequest = OperationBody<typeof buyVipLevel>;
export type VipApplicationRequest = OperationBody<typeof createVipApplication>;

/** The levels are public and change rarely; the caller's detail is under the user scope (dropped on logout). */
export const vipKeys = {
  config: ['vip', 'config'] as const,
  mine: [USER_QUERY_SCOPE, 'vip'] as const,
  detail: () => [...vipKeys.mine, 'detail'] as const,
};

const CONFIG_STALE_MS = 60_000;

export function useVipConfig() {
  return useQuery({
    queryKey: vipKeys.config,
    queryFn: ({ signal }) => callOperation(vipOperations.listVipConfig, { noMsg: true, signal }),
    staleTime: CONFIG_STALE_MS,
  });
}

export function useVipDetail(isEnabled = true) {
  return useQuery({
    queryKey: vipKeys.detail(),
    queryFn: ({ signal }) => callOperation(vipOperations.getVipDetail, { noMsg: true, signal }),
    enabled: isEnabled,
  });
}

/** A purchase with the key of this submission (the same while it is retried). */
export interface KeyedVipPurchase {
  request: BuyVipRequest;
  idempotencyKey: string;
}

/** Buys a level. Whatever the answer, the detail, the levels (a refusal may mean staff changed a price) and the wallet are read again. */
export function useBuyVip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: KeyedVipPurchase) =>
      callOperation(vipOperations.buyVipLevel, {
        body: request,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        noMsg: true,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vipKeys.mine }),
        queryClient.invalidateQueries({ queryKey: vipKeys.config }),
        queryClient.invalidateQueries({ queryKey: fundKeys.all }),
      ]),
  });
}

export function useApplyVip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: VipApplicationRequest) =>
      callOperation(vipOperations.createVipApplication, { body: request, noMsg: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vipKeys.mine }),
  });
}
