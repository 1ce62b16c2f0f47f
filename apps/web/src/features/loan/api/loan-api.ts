import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Loan, LoanEvent, LoanInfo } from '@exchange/contracts/http/loan/index';
import { fundKeys } from '@/data/assets/fund-keys';
import { ApiError, callOperation, request } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, useIdempotencyKey } from '@/lib/idempotency';
import { USER_QUERY_SCOPE } from '@/lib/query-client';
import { loanOperations } from './loan-operations';

export type { Loan, LoanEvent, LoanInfo };

/** Spec §9: list pages hold 15 rows. */
export const LOAN_PAGE_SIZE = 15;
/** The live price and LTV follow the market: read again this often while shown. */
export const LOAN_REFRESH_MS = 5_000;

export const loanKeys = {
  all: [USER_QUERY_SCOPE, 'loan'] as const,
  info: [USER_QUERY_SCOPE, 'loan', 'info'] as const,
  page: (scope: 'open' | 'closed') => [USER_QUERY_SCOPE, 'loan', 'page', scope] as const,
  log: (pageNo: number) => [USER_QUERY_SCOPE, 'loan', 'log', pageNo] as const,
};

export function useLoanInfo() {
  return useQuery({
    queryKey: loanKeys.info,
    queryFn: ({ signal }) => callOperation(loanOperations.getLoanInfo, { noMsg: true, signal }),
    refetchInterval: LOAN_REFRESH_MS,
  });
}

export function useLoans(scope: 'open' | 'closed') {
  return useQuery({
    queryKey: loanKeys.page(scope),
    queryFn: ({ signal }) =>
      callOperation(loanOperations.pageLoans, {
        query: { pageNo: 1, pageSize: LOAN_PAGE_SIZE, scope },
        noMsg: true,
        signal,
      }),
    refetchInterval: scope === 'open' ? LOAN_REFRESH_MS : false,
  });
}

export function useLoanLog(pageNo: number) {
  return useQuery({
    queryKey: loanKeys.log(pageNo),
    queryFn: ({ signal }) =>
      callOperation(loanOperations.pageLoanLog, {
        query: { pageNo, pageSize: LOAN_PAGE_SIZE },
        noMsg: true,
        signal,
      }),
  });
}

export interface BorrowRequest {
  collateralCoin: string;
  collateralAmount: string;
  loanAmount: string;
  termDays: number;
  hourlyRate: string;
}

export type LoanAction =
  | { kind: 'borrow'; body: BorrowRequest }
  | { kind: 'repay' | 'addCollateral'; id: number; body: { amount: string } };

const send = ({ action, idempotencyKey }: { action: LoanAction; idempotencyKey: string }) => {
  const headers = { [IDEMPOTENCY_HEADER]: idempotencyKey };
  if (action.kind === 'borrow')
    return callOperation(loanOperations.borrowLoan, { body: action.body, headers, noMsg: true });
  const operation = action.kind === 'repay' ? loanOperations.repayLoan : loanOperations.addLoanCollateral;
  return request<Loan>({
    method: operation.method,
    path: operation.path.replace(':id', String(action.id)),
    body: action.body,
    headers,
    noMsg: true,
  });
};

/** The server's internal-error class: the call may or may not have happened, so a retry keeps the key. */
const SERVER_ERROR = 500;

/**
 * Sends a borrow, repayment or collateral addition with one idempotency key per submission (kept while the same call
 * is retried after no answer); the loans, the info and the funds are read again whatever the answer.
 */
export function useLoanAction(outcome: {
  onDone: (loan: Loan) => void;
  onRefused: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const mutation = useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loanKeys.all }),
        queryClient.invalidateQueries({ queryKey: fundKeys.all }),
      ]),
  });
  const submit = (action: LoanAction) =>
    mutation.mutate(
      { action, idempotencyKey: idempotency.keyFor(action) },
      {
        onSuccess: (loan) => {
          idempotency.reset();
          outcome.onDone(loan);
        },
        onError: (error) => {
          if (error instanceof ApiError && !error.isNoResponse && error.code !== SERVER_ERROR)
            idempotency.reset();
          outcome.onRefused(error.message);
        },
      },
    );
  return { submit, isPending: mutation.isPending };
}
