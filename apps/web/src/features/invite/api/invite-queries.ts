import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationBody } from '@exchange/contracts/http/operation';
import type {
  InviteCode,
  InviteFriend,
  RebateConfig,
  RebateDetail,
  RebateRankEntry,
  RebateReward,
  RebateRole,
  RebateStatistics,
  updateInviteCode,
} from '@exchange/contracts/http/invite/index';
import { callOperation } from '@/lib/api-client';
import { USER_QUERY_SCOPE } from '@/lib/query-client';
import { INVITE_CODES_MAX, InviteCodeStatus } from '../utils/invite-rules';
import { inviteOperations } from './invite-operations';

export type {
  InviteCode,
  InviteFriend,
  RebateConfig,
  RebateDetail,
  RebateRankEntry,
  RebateReward,
  RebateRole,
  RebateStatistics,
};
/** A code's label and kickback, with the id of the code to change (none: a new code). */
export type InviteCodeRequest = Omit<OperationBody<typeof updateInviteCode>, 'id'> & { id?: number };

/** Rows per page of the friends, details and payouts lists. */
export const INVITE_PAGE_SIZE = 10;

/** The rules are public and change rarely; everything else is the caller's, under the user scope (dropped on logout). */
export const inviteKeys = {
  config: ['invite', 'config'] as const,
  mine: [USER_QUERY_SCOPE, 'invite'] as const,
  statistics: () => [...inviteKeys.mine, 'statistics'] as const,
  codes: () => [...inviteKeys.mine, 'codes'] as const,
  friends: (codeId: number | null) => [...inviteKeys.mine, 'friends', codeId] as const,
  details: (role: RebateRole | null) => [...inviteKeys.mine, 'details', role] as const,
  rewards: () => [...inviteKeys.mine, 'rewards'] as const,
  rank: () => [...inviteKeys.mine, 'rank'] as const,
};

const CONFIG_STALE_MS = 60_000;

/** The page after the last one loaded, or undefined once every row of `total` is there. */
export function nextInvitePageNo(
  lastPage: { list: readonly unknown[]; total: number },
  pages: readonly unknown[],
) {
  return lastPage.list.length > 0 && pages.length * INVITE_PAGE_SIZE < lastPage.total
    ? pages.length + 1
    : undefined;
}

export function useRebateConfig() {
  return useQuery({
    queryKey: inviteKeys.config,
    queryFn: ({ signal }) => callOperation(inviteOperations.getRebateConfig, { noMsg: true, signal }),
    staleTime: CONFIG_STALE_MS,
  });
}

export function useRebateStatistics() {
  return useQuery({
    queryKey: inviteKeys.statistics(),
    queryFn: ({ signal }) => callOperation(inviteOperations.getRebateStatistics, { noMsg: true, signal }),
  });
}

/** Every code of the caller in one page (a user holds at most INVITE_CODES_MAX), the default first. */
export function useInviteCodes() {
  return useQuery({
    queryKey: inviteKeys.codes(),
    queryFn: ({ signal }) =>
      callOperation(inviteOperations.pageInviteCodes, {
        query: { pageNo: 1, pageSize: INVITE_CODES_MAX },
        noMsg: true,
        signal,
      }),
  });
}

/** The code the invite link and the QR code carry: the default one when it is active. */
export const defaultCodeOf = (codes: readonly InviteCode[]) =>
  codes.find((code) => code.isDefault && code.status === InviteCodeStatus.active) ?? null;

export function useRebateRank() {
  return useQuery({
    queryKey: inviteKeys.rank(),
    queryFn: ({ signal }) => callOperation(inviteOperations.getRebateRank, { noMsg: true, signal }),
  });
}

/** Friends registered with the caller's codes (one code's, or all), newest first, page by page. */
export function useInviteFriends(codeId: number | null) {
  return useInfiniteQuery({
    queryKey: inviteKeys.friends(codeId),
    queryFn: ({ pageParam, signal }) =>
      callOperation(inviteOperations.pageInviteFriends, {
        query: { pageNo: pageParam, pageSize: INVITE_PAGE_SIZE, ...(codeId === null ? {} : { codeId }) },
        noMsg: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextInvitePageNo,
  });
}

/** The caller's rebate details (one role's, or all), newest first, page by page. */
export function useRebateDetails(role: RebateRole | null) {
  return useInfiniteQuery({
    queryKey: inviteKeys.details(role),
    queryFn: ({ pageParam, signal }) =>
      callOperation(inviteOperations.pageRebateDetails, {
        query: { pageNo: pageParam, pageSize: INVITE_PAGE_SIZE, ...(role === null ? {} : { role }) },
        noMsg: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextInvitePageNo,
  });
}

/** The caller's payouts (one transfer per day, asset and role), newest first, page by page. */
export function useRebateRewards() {
  return useInfiniteQuery({
    queryKey: inviteKeys.rewards(),
    queryFn: ({ pageParam, signal }) =>
      callOperation(inviteOperations.pageRebateRewards, {
        query: { pageNo: pageParam, pageSize: INVITE_PAGE_SIZE },
        noMsg: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextInvitePageNo,
  });
}

/**
 * Creates a code, or changes one when `id` is given. Whatever the answer, the codes are read again, and the rules
 * too (a kickback refused as too high may mean staff lowered the maximum since the screen read it).
 */
export function useSaveInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: InviteCodeRequest) =>
      id === undefined
        ? callOperation(inviteOperations.createInviteCode, { body, noMsg: true })
        : callOperation(inviteOperations.updateInviteCode, { body: { id, ...body }, noMsg: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inviteKeys.codes() }),
        queryClient.invalidateQueries({ queryKey: inviteKeys.config }),
      ]),
  });
}

export function useSetDefaultInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callOperation(inviteOperations.setDefaultInviteCode, { body: { id }, noMsg: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inviteKeys.codes() }),
  });
}
