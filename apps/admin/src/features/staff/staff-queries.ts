import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCreateStaff,
  adminPageStaff,
  adminResetStaffPassword,
  adminResetStaffTotp,
  adminUpdateStaff,
} from '@exchange/contracts/http/admin/index';
import type { StaffRole } from '@exchange/contracts/http/admin/index';
import type { OperationQuery, OperationResponse } from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';

export type StaffPageQuery = OperationQuery<typeof adminPageStaff>;
/** The columns the server can sort this list by. */
export type StaffSortKey = NonNullable<StaffPageQuery['sortBy']>;
export type StaffAccount = OperationResponse<typeof adminUpdateStaff>;
export type OneTimePassword = OperationResponse<typeof adminCreateStaff>;

const STAFF_KEY = ['staff-accounts'] as const;
export const StaffStatus = { active: 1, disabled: 0 } as const;

export function useStaffPage(query: StaffPageQuery) {
  return useQuery({
    queryKey: [...STAFF_KEY, 'page', query],
    queryFn: () => callOperation(adminPageStaff, { query }),
    placeholderData: (previous) => previous,
  });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { username: string; role: StaffRole }) => callOperation(adminCreateStaff, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

export type StaffAction =
  | { kind: 'role'; role: StaffRole }
  | { kind: 'disable' }
  | { kind: 'enable' }
  | { kind: 'resetPassword' }
  | { kind: 'resetTotp' };
export type StaffActionKind = StaffAction['kind'];

/** Resolves to the new one-time password for a password reset, else null. */
export function useStaffAction(account: StaffAccount) {
  const queryClient = useQueryClient();
  const id = account.id;
  return useMutation({
    mutationFn: async (action: StaffAction): Promise<OneTimePassword | null> => {
      if (action.kind === 'resetPassword') return callOperation(adminResetStaffPassword, { body: { id } });
      if (action.kind === 'resetTotp') await callOperation(adminResetStaffTotp, { body: { id } });
      if (action.kind === 'role') await callOperation(adminUpdateStaff, { body: { id, role: action.role } });
      if (action.kind === 'disable' || action.kind === 'enable')
        await callOperation(adminUpdateStaff, {
          body: { id, status: action.kind === 'enable' ? StaffStatus.active : StaffStatus.disabled },
        });
      return null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
