import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Operation, OperationBody, OperationResponse } from '@exchange/contracts/http/operation';
import {
  adminDecideC2cAppeal,
  adminDecideMerchant,
  adminGetC2cOrder,
  adminGetC2cOrderChat,
  adminGetC2cOrderFile,
  adminPageC2cOrders,
  adminPageMerchants,
} from '@exchange/contracts/http/c2c/c2c-admin';
import { ApiError, callOperation, fetchBlob } from '@/lib/api-client';
import { FIELD_ERROR_CODES } from '@/lib/server-field-error';
import type { Paging } from '@/components/ui/pagination';

export type AdminMerchant = OperationResponse<typeof adminDecideMerchant>;
export type MerchantDecision = OperationBody<typeof adminDecideMerchant>['action'];
export type AdminC2cOrder = OperationResponse<typeof adminGetC2cOrder>;
export type AppealDecision = OperationBody<typeof adminDecideC2cAppeal>['decision'];

const C2C_KEY = ['c2c'] as const;

/** The operation with its `:segments` filled in (the staff API client sends the path as written). */
function atPath<O extends Operation>(operation: O, params: Readonly<Record<string, number>>): O {
  const path = operation.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  return { ...operation, path };
}
const MERCHANTS_KEY = [...C2C_KEY, 'merchants'] as const;
const ORDERS_KEY = [...C2C_KEY, 'orders'] as const;
const FILES_KEY = [...C2C_KEY, 'files'] as const;

/** Whether a failure is one these calls ask quietly (a refused field), so nothing has shown it yet. */
export const isQuietFieldError = (failure: unknown): failure is ApiError =>
  failure instanceof ApiError && (FIELD_ERROR_CODES as readonly number[]).includes(failure.code);

/** Merchants and applications, waiting ones first; `status` (`MerchantStatus`) absent means every status. */
export function useMerchants(paging: Paging, status: number | undefined) {
  return useQuery({
    queryKey: [...MERCHANTS_KEY, paging.pageNo, paging.pageSize, status],
    queryFn: () => callOperation(adminPageMerchants, { query: { ...paging, status } }),
    placeholderData: (previous) => previous,
  });
}

/**
 * Approve, reject or suspend one merchant (audited). The page is read again whatever the answer (another staff member
 * may have decided first); a refused remark comes back quietly to be shown at the remark.
 */
export function useDecideMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action, remark }: { userId: number; action: MerchantDecision; remark: string }) =>
      callOperation(atPath(adminDecideMerchant, { userId }), {
        body: { action, remark },
        quietCodes: FIELD_ERROR_CODES,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MERCHANTS_KEY }),
  });
}

/** Orders, appeals first; `status` (`C2cOrderStatus`) absent means every status. */
export function useC2cOrders(paging: Paging, status: number | undefined) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'page', paging.pageNo, paging.pageSize, status],
    queryFn: () => callOperation(adminPageC2cOrders, { query: { ...paging, status } }),
    placeholderData: (previous) => previous,
  });
}

/** One order with its timeline, appeal and files (read fresh when its drawer opens). */
export function useC2cOrder(id: number) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'one', id],
    queryFn: () => callOperation(atPath(adminGetC2cOrder, { id })),
  });
}

/** Both sides' chat about an order, read for its appeal (empty when they never opened it). */
export function useC2cOrderChat(id: number) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'chat', id],
    queryFn: () => callOperation(atPath(adminGetC2cOrderChat, { id })),
  });
}

/** A proof or evidence image, fetched with the staff token (an <img src> could not send it). */
export function useC2cOrderFile(id: number) {
  return useQuery({
    queryKey: [...FILES_KEY, id],
    queryFn: async () => fetchBlob(adminGetC2cOrderFile, { id }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Decide an appeal: release the escrow to the buyer or return it to the seller, with the audited remark. */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, remark }: { id: number; decision: AppealDecision; remark: string }) =>
      callOperation(atPath(adminDecideC2cAppeal, { id }), {
        body: { decision, remark },
        quietCodes: FIELD_ERROR_CODES,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
