import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationResponse } from '@exchange/contracts/http/operation';
import {
  adminGetFeedbackImage,
  adminPageFeedback,
  adminReplyFeedback,
} from '@exchange/contracts/http/content/index';
import { callOperation, fetchBlob } from '@/lib/api-client';
import { FIELD_ERROR_CODES } from '@/lib/server-field-error';
import type { Paging } from '@/components/ui/pagination';
import { atId, CONTENT_KEY } from './article-queries';

export type AdminFeedback = OperationResponse<typeof adminReplyFeedback>;
/** Every piece of feedback (unanswered first), or only answered / unanswered ones. */
export type FeedbackFilter = 'all' | 'unanswered' | 'answered';

const FEEDBACK_KEY = [...CONTENT_KEY, 'feedback'] as const;
const IS_REPLIED = { all: undefined, unanswered: 'false', answered: 'true' } as const;

export function useFeedbackPage(paging: Paging, filter: FeedbackFilter) {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, paging.pageNo, paging.pageSize, filter],
    queryFn: () => callOperation(adminPageFeedback, { query: { ...paging, isReplied: IS_REPLIED[filter] } }),
    placeholderData: (previous) => previous,
  });
}

/** Answers (or re-answers) one piece of feedback; a refused reply comes back quietly, for its input. */
export function useReplyFeedback(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: string) =>
      callOperation(atId(adminReplyFeedback, id), { body: { reply }, quietCodes: FIELD_ERROR_CODES }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}

/** The image id at the end of a staff image url (`…/content/feedback/image?id=<id>`), or null for anything else. */
const imageIdOf = (url: string) => /[?&]id=([0-9a-f-]{36})$/.exec(url)?.[1] ?? null;

/** A feedback image, fetched with the staff token (an img src could not send it). */
export function useFeedbackImage(url: string) {
  const id = imageIdOf(url);
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'image', id],
    queryFn: () => fetchBlob(adminGetFeedbackImage, { id: id! }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
