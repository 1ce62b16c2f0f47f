import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminDeleteUser,
  adminForceLogout,
  adminFreezeWithdrawals,
  adminGetUser,
  adminPageUserLedger,
  adminPageUsers,
  adminRestrictTrading,
} from '@exchange/contracts/http/admin/index';
import type { OperationQuery, OperationResponse } from '@exchange/contracts/http/operation';
import { ErrorCodes } from '@exchange/contracts/errors';
import type { Paging } from '@/components/ui/pagination';
import { callOperation } from '@/lib/api-client';

export type UserPageQuery = OperationQuery<typeof adminPageUsers>;
/** The columns the server can sort this list by. */
export type UserSortKey = NonNullable<UserPageQuery['sortBy']>;
export type UserView = OperationResponse<typeof adminGetUser>;
export type AdminUserRow = UserView['user'];
export type UserBalance = UserView['balances'][number];
export type UserPosition = UserView['positions'][number];
export type UserOrder = UserView['orders'][number];
export type UserLedgerEntry = UserView['ledger'][number];
/** The products' parts of the view: each list absent when the server runs without that product's module. */
type ProductRow<Field extends keyof UserView> =
  NonNullable<UserView[Field]> extends readonly (infer Row)[] ? Row : never;
export type UserFastContract = ProductRow<'fastContracts'>;
export type UserStockHolding = ProductRow<'stockHoldings'>;
export type UserStockOrder = ProductRow<'stockOrders'>;
export type UserBlockOrder = ProductRow<'blockOrders'>;
export type UserLoan = ProductRow<'loans'>;
export type UserAiOrder = ProductRow<'aiOrders'>;
export type UserSubscriptionOrder = ProductRow<'subscriptionOrders'>;
export type UserVip = NonNullable<UserView['vip']>;

const USERS_KEY = ['users'] as const;

export function useUserPage(query: UserPageQuery) {
  return useQuery({
    queryKey: [...USERS_KEY, 'page', query],
    queryFn: () => callOperation(adminPageUsers, { query }),
    placeholderData: (previous) => previous,
  });
}

/** The drawer's view of one user: profile, restrictions, balances, positions, latest orders and transfers. */
export function useUserView(id: number) {
  return useQuery({
    queryKey: [...USERS_KEY, 'view', id],
    queryFn: () => callOperation(adminGetUser, { query: { id } }),
  });
}

export function useUserLedgerPage(id: number, paging: Paging) {
  return useQuery({
    queryKey: [...USERS_KEY, 'ledger', id, paging],
    queryFn: () => callOperation(adminPageUserLedger, { query: { id, ...paging } }),
    placeholderData: (previous) => previous,
  });
}

export type UserAction =
  | { kind: 'restrictTrading'; remark: string }
  | { kind: 'allowTrading'; remark: string }
  | { kind: 'freezeWithdrawals'; remark: string }
  | { kind: 'unfreezeWithdrawals'; remark: string }
  | { kind: 'forceLogout' }
  | { kind: 'delete'; remark: string };
export type UserActionKind = UserAction['kind'];

/** Actions that need a remark (every one but the forced logout). */
export const REMARK_ACTIONS: readonly UserActionKind[] = [
  'restrictTrading',
  'allowTrading',
  'freezeWithdrawals',
  'unfreezeWithdrawals',
  'delete',
];

/** Sends one action; the drawer re-reads the user afterwards, so the answers are not kept. */
async function send(id: number, action: UserAction): Promise<void> {
  switch (action.kind) {
    case 'restrictTrading':
    case 'allowTrading':
      await callOperation(adminRestrictTrading, {
        body: { id, isRestricted: action.kind === 'restrictTrading', remark: action.remark },
      });
      return;
    case 'freezeWithdrawals':
    case 'unfreezeWithdrawals':
      await callOperation(adminFreezeWithdrawals, {
        body: { id, isFrozen: action.kind === 'freezeWithdrawals', remark: action.remark },
      });
      return;
    case 'forceLogout':
      await callOperation(adminForceLogout, { body: { id } });
      return;
    case 'delete':
      // A refusal (open positions, pending orders or reviews) is shown in the dialog, not as a toast.
      await callOperation(adminDeleteUser, {
        body: { id, remark: action.remark },
        quietCodes: [ErrorCodes.BAD_REQUEST.code],
      });
  }
}

export function useUserAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => send(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** "e-mail · +86 phone", or '—' when the account has neither. */
export function contactText(user: AdminUserRow): string {
  const phone = user.phone ? [user.areaCode ? `+${user.areaCode}` : '', user.phone].join(' ').trim() : '';
  return [user.email ?? '', phone].filter(Boolean).join(' · ') || '—';
}

/** One side of a transfer as "user:100001 spot" or "house:fees". */
export function ledgerSideText(side: { owner: string; wallet: string }): string {
  return [side.owner, side.wallet].filter(Boolean).join(' ');
}
