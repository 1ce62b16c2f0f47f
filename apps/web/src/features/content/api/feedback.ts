import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Feedback } from '@exchange/contracts/http/index';
import { API_BASE, callOperation } from '@/lib/api-client';
import { fetchPrivateFile } from '@/lib/private-file';
import { contentKeys } from './content-keys';
import { contentOperations } from './content-operations';
import { nextPageNo, ARTICLE_PAGE_SIZE } from './content-queries';

export type { Feedback };

/** The feedback types of the contract (1 suggestion … 4 other), in the order the form offers them. */
export const FEEDBACK_TYPES = [
  { value: 1, key: 'suggestion' },
  { value: 2, key: 'problem' },
  { value: 3, key: 'complaint' },
  { value: 4, key: 'other' },
] as const;
/** The contract's limits: the text (a multipart field of at most 1 KB) and the images. */
export const FEEDBACK_TEXT_MAX = 250;
export const FEEDBACK_IMAGES_MAX = 3;

export interface FeedbackDraft {
  type: number;
  text: string;
  images: readonly File[];
}

/** The caller's feedback with staff replies, newest first. */
export function useMyFeedback() {
  return useInfiniteQuery({
    queryKey: contentKeys.feedback(),
    queryFn: ({ pageParam, signal }) =>
      callOperation(contentOperations.pageMyFeedback, {
        query: { pageNo: pageParam, pageSize: ARTICLE_PAGE_SIZE },
        noMsg: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });
}

/** Sends one piece of feedback as one multipart form (type, text, image1…image3). */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: FeedbackDraft) => {
      const formData = new FormData();
      formData.append('type', String(draft.type));
      formData.append('text', draft.text.trim());
      draft.images.forEach((image, index) => formData.append(`image${index + 1}`, image));
      return callOperation(contentOperations.submitFeedback, { formData, noMsg: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.feedback() }),
  });
}

const FEEDBACK_IMAGE_PREFIX = `${API_BASE}/content/feedback/image/`;

/** One of the caller's feedback images (private: read with their token); only this API's image urls are read. */
export function useFeedbackImage(url: string) {
  return useQuery({
    queryKey: [...contentKeys.feedback(), 'image', url],
    queryFn: ({ signal }) => fetchPrivateFile(url, signal),
    enabled: url.startsWith(FEEDBACK_IMAGE_PREFIX),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
