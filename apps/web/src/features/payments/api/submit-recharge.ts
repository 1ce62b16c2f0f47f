import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { fundKeys } from '@/data/assets/fund-keys';
import { paymentOperations } from './payment-operations';

export interface RechargeSubmission {
  channelId: number;
  amount: string;
  /** The transaction hash of a virtual-currency deposit, '' when none. */
  txHash: string;
  /** The payment screenshot; may be missing only for a virtual-currency deposit with a hash. */
  proof: File | null;
  idempotencyKey: string;
}

/** Multipart: fields `channelId`, `amount`, `txHash` (when given), file `proof` (when given). */
export function submitRecharge(submission: RechargeSubmission) {
  const formData = new FormData();
  formData.append('channelId', String(submission.channelId));
  formData.append('amount', submission.amount);
  if (submission.txHash) formData.append('txHash', submission.txHash);
  if (submission.proof) formData.append('proof', submission.proof);
  return callOperation(paymentOperations.submitRecharge, {
    formData,
    headers: { [IDEMPOTENCY_HEADER]: submission.idempotencyKey },
    noMsg: true,
  });
}

export function useSubmitRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRecharge,
    onSuccess: (order) => queryClient.setQueryData(fundKeys.rechargeDetail(order.id), order),
  });
}
