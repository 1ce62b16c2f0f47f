import i18next from 'i18next';
import { UserStatus } from '@exchange/contracts/http/admin/index';

type Option = { value: string; label: string };

/** 1 active, 0 disabled, −1 deleted. */
const USER_STATUS_KEYS = {
  [UserStatus.active]: 'users.statusActive',
  [UserStatus.disabled]: 'users.statusDisabled',
  [UserStatus.deleted]: 'users.statusDeleted',
} as const;

export function userStatusLabel(status: number): string {
  const key = USER_STATUS_KEYS[status as keyof typeof USER_STATUS_KEYS];
  return key ? i18next.t(key) : String(status);
}

/** 0 none, 1 under review, 2 verified, −1 rejected. */
const REAL_NAME_KEYS = {
  0: 'users.realNameNone',
  1: 'status.underReview',
  2: 'status.verified',
  [-1]: 'status.rejected',
} as const;

export function userRealNameLabel(status: number): string {
  const key = REAL_NAME_KEYS[status as keyof typeof REAL_NAME_KEYS];
  return key ? i18next.t(key) : String(status);
}

/** 1 anonymous visitor, 2 registered. */
export function userKindLabel(kind: number): string {
  if (kind === 1) return i18next.t('users.kindVisitor');
  if (kind === 2) return i18next.t('users.kindRegistered');
  return String(kind);
}

/** Positions and contract orders: 1 long, 2 short. */
export function directionLabel(direction: number): string {
  if (direction === 1) return i18next.t('users.long');
  if (direction === 2) return i18next.t('users.short');
  return String(direction);
}

/** Contract orders: 0 pending, 1 filled, 2 cancelled. */
const ORDER_STATUS_KEYS = {
  0: 'users.orderPending',
  1: 'users.orderFilled',
  2: 'users.orderCancelled',
} as const;

export function orderStatusLabel(status: number): string {
  const key = ORDER_STATUS_KEYS[status as keyof typeof ORDER_STATUS_KEYS];
  return key ? i18next.t(key) : String(status);
}

const withAll = (options: Option[]): Option[] => [{ value: '', label: i18next.t('status.all') }, ...options];

export function userStatusOptions(): Option[] {
  return withAll([1, 0, -1].map((status) => ({ value: String(status), label: userStatusLabel(status) })));
}

export function userRealNameOptions(): Option[] {
  return withAll(
    [0, 1, 2, -1].map((status) => ({ value: String(status), label: userRealNameLabel(status) })),
  );
}

export function userKindOptions(): Option[] {
  return withAll([2, 1].map((kind) => ({ value: String(kind), label: userKindLabel(kind) })));
}

/** A yes/no filter: '' any, 'true' or 'false' (the API's boolean query values). */
export function flagOptions(yesKey: 'users.restricted' | 'users.frozen'): Option[] {
  return withAll([
    { value: 'true', label: i18next.t(yesKey) },
    { value: 'false', label: i18next.t('users.allowed') },
  ]);
}
