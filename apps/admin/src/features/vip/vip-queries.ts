import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationBody, OperationResponse } from '@exchange/contracts/http/operation';
import {
  adminApproveVipApplication,
  adminListVipLevels,
  adminPageVipApplications,
  adminRejectVipApplication,
  adminSaveVipLevel,
} from '@exchange/contracts/http/vip/vip-admin';
import { callOperation } from '@/lib/api-client';
import { FIELD_ERROR_CODES } from '@/lib/server-field-error';
import type { Paging } from '@/components/ui/pagination';

export type AdminVipLevel = OperationResponse<typeof adminSaveVipLevel>;
export type VipLevelBody = OperationBody<typeof adminSaveVipLevel>;
export type AdminVipApplication = OperationResponse<typeof adminApproveVipApplication>;

const VIP_KEY = ['vip'] as const;
const LEVELS_KEY = [...VIP_KEY, 'levels'] as const;
const APPLICATIONS_KEY = [...VIP_KEY, 'applications'] as const;

/** Every level; unpaged, shown in the table's paged shape. */
export function useVipLevels() {
  return useQuery({
    queryKey: LEVELS_KEY,
    queryFn: async () => {
      const list = await callOperation(adminListVipLevels);
      return { list, total: list.length };
    },
  });
}

/** A 400 comes back quietly so the editor shows it at the field the server named. */
export function useSaveVipLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VipLevelBody) =>
      callOperation(adminSaveVipLevel, { body, quietCodes: FIELD_ERROR_CODES }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LEVELS_KEY }),
  });
}

export function useVipApplications(paging: Paging, status: number) {
  return useQuery({
    queryKey: [...APPLICATIONS_KEY, paging.pageNo, paging.pageSize, status],
    queryFn: () => callOperation(adminPageVipApplications, { query: { ...paging, status } }),
  });
}

export type VipDecision = 'approve' | 'reject';

/** Approve or reject one application; the queue is read again whatever the answer (another reviewer may have won). */
export function useDecideVipApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, remark }: { kind: VipDecision; id: number; remark: string }) =>
      kind === 'approve'
        ? callOperation(adminApproveVipApplication, { body: { id, ...(remark ? { remark } : {}) } })
        : callOperation(adminRejectVipApplication, { body: { id, remark } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
  });
}
