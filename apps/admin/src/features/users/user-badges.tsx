import { useTranslation } from 'react-i18next';
import { UserStatus } from '@exchange/contracts/http/admin/index';
import { Badge } from '@exchange/ui/badge';
import { userStatusLabel } from './user-labels';
import type { AdminUserRow } from './user-queries';

/** "Trading restricted" / "Withdrawals frozen", or '—' for an account without restrictions. */
export function UserRestrictionBadges({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation();
  if (!user.isTradingRestricted && !user.isWithdrawalFrozen) return '—';
  return (
    <span className="flex flex-wrap gap-1">
      {user.isTradingRestricted ? <Badge tone="danger">{t('users.tradingRestricted')}</Badge> : null}
      {user.isWithdrawalFrozen ? <Badge tone="warning">{t('users.withdrawalsFrozen')}</Badge> : null}
    </span>
  );
}

export function UserStatusBadge({ status }: { status: number }) {
  const tone =
    status === UserStatus.active ? 'success' : status === UserStatus.deleted ? 'danger' : 'neutral';
  return <Badge tone={tone}>{userStatusLabel(status)}</Badge>;
}
