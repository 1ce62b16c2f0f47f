import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminApproveRealName,
  adminGetRealNameImage,
  adminPageRealNames,
  adminRejectRealName,
} from '@exchange/contracts/http/admin/index';
import type { OperationQuery, OperationResponse } from '@exchange/contracts/http/operation';
import type { ReviewAction } from '@/components/review-action-dialog';
import { callOperation, fetchBlob } from '@/lib/api-client';

export type RealNamePageQuery = OperationQuery<typeof adminPageRealNames>;
/** The columns the server can sort this list by. */
export type RealNameSortKey = NonNullable<RealNamePageQuery['sortBy']>;
export type RealNameSubmission = OperationResponse<typeof adminApproveRealName>;
export type DocumentSide = 'front' | 'back';

const REAL_NAMES_KEY = ['real-names'] as const;
export const REAL_NAME_UNDER_REVIEW = 1;

export function useRealNamePage(query: RealNamePageQuery) {
  return useQuery({
    queryKey: [...REAL_NAMES_KEY, 'page', query],
    queryFn: () => callOperation(adminPageRealNames, { query }),
    placeholderData: (previous) => previous,
  });
}

/** One side of the identity document, fetched with the staff token. */
export function useDocumentImage(id: number, side: DocumentSide) {
  return useQuery({
    queryKey: [...REAL_NAMES_KEY, 'image', id, side],
    queryFn: () => fetchBlob(adminGetRealNameImage, { id, side }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRealNameAction(submission: RealNameSubmission) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ReviewAction) =>
      action.kind === 'approve'
        ? callOperation(adminApproveRealName, { body: { id: submission.id } })
        : callOperation(adminRejectRealName, { body: { id: submission.id, remark: action.remark } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REAL_NAMES_KEY }),
  });
}
