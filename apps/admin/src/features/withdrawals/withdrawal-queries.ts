import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminApproveWithdrawal,
  adminCompleteWithdrawal,
  adminPageWithdrawals,
  adminRejectWithdrawal,
} from '@exchange/contracts/http/admin/index';
import type { OperationQuery, OperationResponse } from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';

export type WithdrawalPageQuery = OperationQuery<typeof adminPageWithdrawals>;
/** The columns the server can sort this list by. */
export type WithdrawalSortKey = NonNullable<WithdrawalPageQuery['sortBy']>;
export type Withdrawal = OperationResponse<typeof adminApproveWithdrawal>;
export type WithdrawalActionKind = 'approve' | 'complete' | 'reject';

const WITHDRAWALS_KEY = ['withdrawals'] as const;

/** Review statuses a withdrawal moves through (spec §3). */
export const WithdrawalStatus = { waiting: 2, underReview: 0, completed: 1, rejected: -1 } as const;

export function useWithdrawalPage(query: WithdrawalPageQuery) {
  return useQuery({
    queryKey: [...WITHDRAWALS_KEY, 'page', query],
    queryFn: () => callOperation(adminPageWithdrawals, { query }),
    placeholderData: (previous) => previous,
  });
}

export type WithdrawalAction =
  { kind: 'approve' } | { kind: 'complete'; payoutRef: string } | { kind: 'reject'; remark: string };

export function useWithdrawalAction(withdrawal: Withdrawal) {
  const queryClient = useQueryClient();
  const id = withdrawal.id;
  return useMutation({
    mutationFn: (action: WithdrawalAction) => {
      if (action.kind === 'approve') return callOperation(adminApproveWithdrawal, { body: { id } });
      if (action.kind === 'complete')
        return callOperation(adminCompleteWithdrawal, {
          body: { id, payoutRef: action.payoutRef === '' ? undefined : action.payoutRef },
        });
      return callOperation(adminRejectWithdrawal, { body: { id, remark: action.remark } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY }),
  });
}

/** Where the money goes, as one line: "TRC20 Txxxx" for an address, the card's fields for a bank payout. */
export function destinationText(withdrawal: Withdrawal): string {
  const { address, memo, paymentMethodId: _id, coin: _coin, chain: _chain, ...rest } = withdrawal.destination;
  if (address) return [withdrawal.chain, address, memo ? `(${memo})` : ''].filter(Boolean).join(' ');
  return Object.values(rest).filter(Boolean).join(' · ') || withdrawal.channelName;
}

/** The staff id of a `staff:<id>` approver reference. */
export function approverId(reference: string | null): number | null {
  const match = /^staff:(\d+)$/.exec(reference ?? '');
  return match?.[1] ? Number(match[1]) : null;
}
