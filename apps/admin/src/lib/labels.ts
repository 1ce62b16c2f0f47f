import i18next from 'i18next';
import { isStaffRole, STAFF_ROLES } from '@exchange/contracts/http/admin/index';

/** A role's name in the UI language; an unknown stored role is shown as stored. */
export function roleLabel(role: string): string {
  return isStaffRole(role) ? i18next.t(`roles.${role}`) : role;
}

/** Review statuses of deposits and withdrawals (spec §3). */
export const REVIEW_STATUSES = [2, 0, 1, -1, -2] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const REVIEW_STATUS_KEYS = {
  2: 'status.waiting',
  0: 'status.underReview',
  1: 'status.completed',
  [-1]: 'status.rejected',
  [-2]: 'status.cancelled',
} as const satisfies Record<ReviewStatus, string>;

export function reviewStatusLabel(status: number): string {
  const key = REVIEW_STATUS_KEYS[status as ReviewStatus];
  return key ? i18next.t(key) : String(status);
}

export function reviewStatusOptions(): { value: string; label: string }[] {
  return [
    { value: '', label: i18next.t('status.all') },
    ...REVIEW_STATUSES.map((status) => ({ value: String(status), label: reviewStatusLabel(status) })),
  ];
}

export function roleOptions(): { value: string; label: string }[] {
  return STAFF_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));
}

/** Real-name submission statuses: 1 under review, 2 verified, −1 rejected. */
const REAL_NAME_STATUS_KEYS: Record<number, 'status.underReview' | 'status.verified' | 'status.rejected'> = {
  1: 'status.underReview',
  2: 'status.verified',
  [-1]: 'status.rejected',
};

export function realNameStatusLabel(status: number): string {
  const key = REAL_NAME_STATUS_KEYS[status];
  return key ? i18next.t(key) : String(status);
}

export function realNameStatusOptions(): { value: string; label: string }[] {
  return [
    { value: '', label: i18next.t('status.all') },
    ...[1, 2, -1].map((status) => ({ value: String(status), label: realNameStatusLabel(status) })),
  ];
}
