import i18next from 'i18next';
import { UserStatus } from '@exchange/contracts/http/admin/index';
import type { CustomerView } from './desk-queries';

type CustomerUser = CustomerView['user'];

/** "e-mail · +86 phone", or '—' when the account has neither. */
export function contactText(user: CustomerUser): string {
  const phone = user.phone ? [user.areaCode ? `+${user.areaCode}` : '', user.phone].join(' ').trim() : '';
  return [user.email ?? '', phone].filter(Boolean).join(' · ') || '—';
}

/** 0 none, 1 under review, 2 verified, −1 rejected (RealNameStatus). */
export function realNameText(status: number): string {
  if (status === 0) return i18next.t('support.customer.realNameNone');
  if (status === 1) return i18next.t('status.underReview');
  if (status === 2) return i18next.t('status.verified');
  if (status === -1) return i18next.t('status.rejected');
  return String(status);
}

/** 1 active, 0 disabled, −1 deleted (UserStatus). */
export function accountStatusText(status: number): string {
  if (status === UserStatus.active) return i18next.t('support.customer.statusActive');
  if (status === UserStatus.disabled) return i18next.t('support.customer.statusDisabled');
  if (status === UserStatus.deleted) return i18next.t('support.customer.statusDeleted');
  return String(status);
}

/** The account's restrictions in one line, or "None". */
export function restrictionsText(user: CustomerUser): string {
  const restrictions = [
    user.isTradingRestricted ? i18next.t('support.customer.tradingRestricted') : null,
    user.isWithdrawalFrozen ? i18next.t('support.customer.withdrawalsFrozen') : null,
  ].filter(Boolean);
  return restrictions.length > 0 ? restrictions.join(' · ') : i18next.t('support.customer.noRestrictions');
}
