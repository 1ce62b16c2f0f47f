import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminDeclareReserve,
  adminGetReserves,
  adminListHouseAccounts,
  runLedgerAudit,
} from '@exchange/contracts/http/admin/index';
import type { OperationBody, OperationResponse } from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';

export type HouseAccountBalance = OperationResponse<typeof adminListHouseAccounts>[number];
export type ReserveRow = OperationResponse<typeof adminGetReserves>[number];
export type DeclareReserveBody = OperationBody<typeof adminDeclareReserve>;

const LEDGER_KEY = ['ledger'] as const;

/** The auditor runs when asked (it reads every account and transfer), never on a timer. */
export function useLedgerAudit() {
  return useQuery({
    queryKey: [...LEDGER_KEY, 'audit'],
    queryFn: () => callOperation(runLedgerAudit),
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Unpaged lists, shown in the paged table's shape. */
const asPage = <Row>(list: Row[]) => ({ list, total: list.length });

export function useHouseAccounts() {
  return useQuery({
    queryKey: [...LEDGER_KEY, 'house-accounts'],
    queryFn: async () => asPage(await callOperation(adminListHouseAccounts)),
  });
}

export function useReserves() {
  return useQuery({
    queryKey: [...LEDGER_KEY, 'reserves'],
    queryFn: async () => asPage(await callOperation(adminGetReserves)),
  });
}

export function useDeclareReserve() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeclareReserveBody) => callOperation(adminDeclareReserve, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...LEDGER_KEY, 'reserves'] }),
  });
}
