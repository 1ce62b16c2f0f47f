import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminListLoanConfigs, adminUpsertLoanConfig } from '@exchange/contracts/http/loan/loan-admin';
import type { OperationBody, OperationResponse } from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';
import { FIELD_ERROR_CODES } from '@/lib/server-field-error';

export type AdminLoanConfig = OperationResponse<typeof adminUpsertLoanConfig>;
export type LoanConfigBody = OperationBody<typeof adminUpsertLoanConfig>;

const LOAN_CONFIGS_KEY = ['products', 'loan-configs'] as const;

/** Every collateral coin's loan terms (a handful), in the table's paged shape. */
export function useLoanConfigs() {
  return useQuery({
    queryKey: LOAN_CONFIGS_KEY,
    queryFn: async () => {
      const { list } = await callOperation(adminListLoanConfigs);
      return { list, total: list.length };
    },
  });
}

/** Creates or replaces one coin's terms; a 400 comes back quietly so the form shows it at the field named. */
export function useSaveLoanConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoanConfigBody) =>
      callOperation(adminUpsertLoanConfig, { body, quietCodes: FIELD_ERROR_CODES }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOAN_CONFIGS_KEY }),
  });
}
