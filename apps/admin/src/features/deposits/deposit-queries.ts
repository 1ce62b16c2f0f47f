import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminApproveRecharge,
  adminGetRechargeProof,
  adminPageRecharges,
  adminRejectRecharge,
} from '@exchange/contracts/http/admin/index';
import {
  adminGetDepositSettings,
  adminUpdateDepositSettings,
} from '@exchange/contracts/http/wallet/pending-deposits';
import type { OperationBody, OperationQuery, OperationResponse } from '@exchange/contracts/http/operation';
import type { ReviewAction } from '@/components/review-action-dialog';
import { callOperation, fetchBlob } from '@/lib/api-client';
import { FIELD_ERROR_CODES } from '@/lib/server-field-error';

export type DepositPageQuery = OperationQuery<typeof adminPageRecharges>;
/** The columns the server can sort this list by. */
export type DepositSortKey = NonNullable<DepositPageQuery['sortBy']>;
export type Deposit = OperationResponse<typeof adminApproveRecharge>;
export type DepositSettings = OperationResponse<typeof adminGetDepositSettings>;

const DEPOSITS_KEY = ['deposits'] as const;

export function useDepositPage(query: DepositPageQuery) {
  return useQuery({
    queryKey: [...DEPOSITS_KEY, 'page', query],
    queryFn: () => callOperation(adminPageRecharges, { query }),
    placeholderData: (previous) => previous,
  });
}

/** The proof screenshot, fetched with the staff token (an <img src> could not send it) as an object URL. */
export function useDepositProof(id: number, hasProof: boolean) {
  return useQuery({
    queryKey: [...DEPOSITS_KEY, 'proof', id],
    queryFn: async () => fetchBlob(adminGetRechargeProof, { id }),
    enabled: hasProof,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDepositAction(deposit: Deposit) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ReviewAction) =>
      action.kind === 'approve'
        ? callOperation(adminApproveRecharge, { body: { id: deposit.id } })
        : callOperation(adminRejectRecharge, { body: { id: deposit.id, remark: action.remark } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY }),
  });
}

const SETTINGS_KEY = [...DEPOSITS_KEY, 'settings'] as const;

/** The deposit settings users see (the usual review time). */
export function useDepositSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => callOperation(adminGetDepositSettings),
  });
}

/** Sets the usual review time; a refused field is shown at the field (asked quietly). */
export function useUpdateDepositSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationBody<typeof adminUpdateDepositSettings>) =>
      callOperation(adminUpdateDepositSettings, { body, quietCodes: FIELD_ERROR_CODES }),
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
