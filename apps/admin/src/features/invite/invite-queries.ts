import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationBody, OperationResponse } from '@exchange/contracts/http/operation';
import {
  adminGetRebateConfig,
  adminPageInviteCodes,
  adminRestoreInviteCode,
  adminSaveRebateConfig,
  adminSuspendInviteCode,
} from '@exchange/contracts/http/invite/invite-admin';
import { callOperation } from '@/lib/api-client';
import { FIELD_ERROR_CODES } from '@/lib/server-field-error';
import type { Paging } from '@/components/ui/pagination';

export type AdminRebateConfig = OperationResponse<typeof adminGetRebateConfig>;
export type RebateConfigBody = OperationBody<typeof adminSaveRebateConfig>;
export type AdminInviteCode = OperationResponse<typeof adminSuspendInviteCode>;
/** The filters of the codes page as sent: a code, an owner, a status (`InviteCodeStatus`); absent means any. */
export interface InviteCodeFilter {
  code?: string;
  userId?: number;
  status?: number;
}

const INVITE_KEY = ['invite'] as const;
const CONFIG_KEY = [...INVITE_KEY, 'rebate-config'] as const;
const CODES_KEY = [...INVITE_KEY, 'codes'] as const;

export function useRebateConfig() {
  return useQuery({ queryKey: CONFIG_KEY, queryFn: () => callOperation(adminGetRebateConfig) });
}

/** A 400 comes back quietly so the editor shows it at the field the server named. */
export function useSaveRebateConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RebateConfigBody) =>
      callOperation(adminSaveRebateConfig, { body, quietCodes: FIELD_ERROR_CODES }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONFIG_KEY }),
  });
}

export function useInviteCodes(paging: Paging, filter: InviteCodeFilter) {
  return useQuery({
    queryKey: [...CODES_KEY, paging.pageNo, paging.pageSize, filter.code, filter.userId, filter.status],
    queryFn: () => callOperation(adminPageInviteCodes, { query: { ...paging, ...filter } }),
  });
}

export type InviteCodeAction = 'suspend' | 'restore';

/**
 * Suspend (with its remark) or restore one code; the page is read again whatever the answer (another staff member
 * may have acted first). A refused remark comes back quietly to be shown at the remark.
 */
export function useSetInviteCodeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, remark }: { kind: InviteCodeAction; id: number; remark: string }) =>
      kind === 'suspend'
        ? callOperation(adminSuspendInviteCode, { body: { id, remark }, quietCodes: FIELD_ERROR_CODES })
        : callOperation(adminRestoreInviteCode, { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CODES_KEY }),
  });
}
