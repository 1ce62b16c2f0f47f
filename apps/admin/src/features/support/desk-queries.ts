import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationBody, OperationResponse } from '@exchange/contracts/http/operation';
import { adminGetUser } from '@exchange/contracts/http/admin/index';
import {
  adminDeleteCannedReply,
  adminGetBusinessHours,
  adminListCannedReplies,
  adminPageRatings,
  adminPageWorkOrders,
  adminReplyWorkOrder,
  adminSaveCannedReply,
  adminSetBusinessHours,
} from '@exchange/contracts/http/im/im-admin';
import type { BusinessHours, CannedReply } from '@exchange/contracts/http/im/im-admin';
import type { Paging } from '@/components/ui/pagination';
import { callOperation } from '@/lib/api-client';
import { FIELD_ERROR_CODES } from '@/lib/server-field-error';
import { SUPPORT_KEY, atId } from './inbox-queries';

export type { BusinessHours, CannedReply };
export type BusinessHoursBody = OperationBody<typeof adminSetBusinessHours>;
export type CannedReplyBody = OperationBody<typeof adminSaveCannedReply>;
export type AdminWorkOrder = OperationResponse<typeof adminReplyWorkOrder>;
export type WorkOrderStatus = AdminWorkOrder['status'];
export type ChatRating = OperationResponse<typeof adminPageRatings>['list'][number];
export type CustomerView = OperationResponse<typeof adminGetUser>;

const CANNED_KEY = [...SUPPORT_KEY, 'canned'] as const;
const HOURS_KEY = [...SUPPORT_KEY, 'hours'] as const;
const WORK_ORDERS_KEY = [...SUPPORT_KEY, 'work-orders'] as const;
const RATINGS_KEY = [...SUPPORT_KEY, 'ratings'] as const;

/** Canned replies by title (the picker and the settings list share them). */
export function useCannedReplies() {
  return useQuery({
    queryKey: CANNED_KEY,
    queryFn: () => callOperation(adminListCannedReplies),
    staleTime: 60_000,
  });
}

/** Add a reply, or change one (with id); a refused title or text comes back quietly, for its field. */
export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CannedReplyBody) =>
      callOperation(adminSaveCannedReply, { body, quietCodes: FIELD_ERROR_CODES }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CANNED_KEY }),
  });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callOperation(atId(adminDeleteCannedReply, id), { body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CANNED_KEY }),
  });
}

export function useBusinessHours() {
  return useQuery({ queryKey: HOURS_KEY, queryFn: () => callOperation(adminGetBusinessHours) });
}

/** Set the hours and away message (audited); a refused field comes back quietly, for its input. */
export function useSetBusinessHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessHoursBody) =>
      callOperation(adminSetBusinessHours, { body, quietCodes: FIELD_ERROR_CODES }),
    onSuccess: (hours) => queryClient.setQueryData(HOURS_KEY, hours),
  });
}

/** Work orders, open ones first; `status` absent means every status. */
export function useWorkOrders(paging: Paging, status: WorkOrderStatus | undefined) {
  return useQuery({
    queryKey: [...WORK_ORDERS_KEY, paging.pageNo, paging.pageSize, status],
    queryFn: () => callOperation(adminPageWorkOrders, { query: { ...paging, status } }),
    placeholderData: (previous) => previous,
  });
}

/** Answer a work order (it becomes answered), or answer and close it; a refused reply comes back quietly. */
export function useReplyWorkOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reply: string; close: boolean }) =>
      callOperation(atId(adminReplyWorkOrder, id), { body, quietCodes: FIELD_ERROR_CODES }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WORK_ORDERS_KEY }),
  });
}

/** Ratings of finished conversations, newest first, with the average score (CSAT). */
export function useRatings(paging: Paging) {
  return useQuery({
    queryKey: [...RATINGS_KEY, paging.pageNo, paging.pageSize],
    queryFn: () => callOperation(adminPageRatings, { query: paging }),
    placeholderData: (previous) => previous,
  });
}

/** The customer beside a conversation: the users section's own detail call (needs users.read). */
export function useCustomer(userId: number | null, canRead: boolean) {
  return useQuery({
    queryKey: [...SUPPORT_KEY, 'customer', userId],
    queryFn: () => callOperation(adminGetUser, { query: { id: userId ?? 0 } }),
    enabled: canRead && userId !== null,
    staleTime: 30_000,
  });
}
