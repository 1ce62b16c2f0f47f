import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCreateSubscriptionProject,
  adminPageSubscriptionProjects,
  adminPauseSubscriptionProject,
  adminUpdateSubscriptionProject,
} from '@exchange/contracts/http/subscription/admin-subscription';
import type { OperationBody, OperationResponse } from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';
import { FIELD_ERROR_CODES } from '@/lib/server-field-error';

export type AdminSubscriptionProject = OperationResponse<typeof adminCreateSubscriptionProject>;
export type SubscriptionProjectBody = OperationBody<typeof adminCreateSubscriptionProject>;

const PROJECTS_KEY = ['subscriptions', 'projects'] as const;
/** Spec §9 page size. */
export const PROJECTS_PAGE_SIZE = 15;

/** Every project, newest first, one page at a time. */
export function useSubscriptionProjects(pageNo: number) {
  return useQuery({
    queryKey: [...PROJECTS_KEY, pageNo],
    queryFn: () =>
      callOperation(adminPageSubscriptionProjects, { query: { pageNo, pageSize: PROJECTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** A new project, or new terms for one whose window has not opened; a 400 comes back quietly for the form. */
export function useSaveSubscriptionProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SubscriptionProjectBody }) =>
      id === null
        ? callOperation(adminCreateSubscriptionProject, { body, quietCodes: FIELD_ERROR_CODES })
        : callOperation(adminUpdateSubscriptionProject, {
            body: { id, ...body },
            quietCodes: FIELD_ERROR_CODES,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}

/** Pauses or resumes new orders of a project. */
export function usePauseSubscriptionProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; isPaused: boolean }) =>
      callOperation(adminPauseSubscriptionProject, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
