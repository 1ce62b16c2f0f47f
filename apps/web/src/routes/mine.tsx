import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ButtonRow, LinkRow, RowGroup } from '@/components/ui/list-row';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { useCurrentMember } from '@/features/member/api/get-current-member';
import { ProfileHeader } from '@/features/member/components/profile-header';
import { RealNameStatusBadge } from '@/features/member/components/real-name-status-badge';
import { useNoticeUnread } from '@/features/messages/api/get-notice-unread';
import { UnreadCount } from '@/features/messages/components/unread-count';
import { useMenuVisibility } from '@/features/system/api/list-menus';
import { logout } from '@/lib/session';

type MenuKey =
  | 'settings'
  | 'verified'
  | 'language'
  | 'theme'
  | 'colors'
  | 'changePassword'
  | 'payPassword'
  | 'bank'
  | 'userInfo'
  | 'timezone'
  | 'exchangeRate'
  | 'subscription'
  | 'aiTrade'
  | 'vip'
  | 'social'
  | 'service'
  | 'messages'
  | 'helpCenter'
  | 'forum'
  | 'college';

const MENU: readonly { key: MenuKey; path: string }[] = [
  { key: 'settings', path: paths.mineSettings.path },
  { key: 'verified', path: paths.mineVerified.path },
  { key: 'vip', path: paths.mineVip.path },
  { key: 'social', path: paths.mineSocial.path },
  { key: 'userInfo', path: paths.mineChangeUserInformation.path },
  { key: 'changePassword', path: paths.mineChangePassword.path },
  { key: 'payPassword', path: paths.mineChangePayPassword.path },
  { key: 'bank', path: paths.mineBank.path },
  { key: 'language', path: paths.mineUserLanguage.path },
  { key: 'theme', path: paths.mineTheme.path },
  { key: 'colors', path: paths.mineUpDownColorConfig.path },
  { key: 'timezone', path: paths.timezoneSelector.path },
  { key: 'exchangeRate', path: paths.exchangeRate.path },
  { key: 'subscription', path: paths.mineSubscription.path },
  { key: 'aiTrade', path: paths.mineAiTrade.path },
  { key: 'service', path: paths.mineService.path },
  { key: 'messages', path: paths.message.path },
  { key: 'helpCenter', path: paths.mineHelpCenter.path },
  { key: 'forum', path: paths.forum.path },
  { key: 'college', path: paths.collegeList.path },
];

/** The member's page: profile header and the menu, filtered by the server's visibility flags. */
export function Component() {
  const { t } = useTranslation();
  const { data: member, isPending, isError, refetch } = useCurrentMember();
  const isVisible = useMenuVisibility();
  const unreadMessages = useNoticeUnread().data?.total ?? 0;
  const [isConfirmingLogout, setIsConfirmingLogout] = useState(false);

  const detailOf = (key: MenuKey) => {
    if (key === 'verified' && member) return <RealNameStatusBadge status={member.realnameStatus} />;
    if (key === 'messages')
      return (
        <UnreadCount count={unreadMessages} label={t('mine.unreadMessages', { count: unreadMessages })} />
      );
    return undefined;
  };

  return (
    <Page title={t('mine.title')} showBack={false}>
      {isPending ? <LoadingState /> : null}
      {isError ? <ErrorState onRetry={() => void refetch()} /> : null}
      {member ? (
        <ProfileHeader
          member={member}
          profileTo={paths.mineChangeUserInformation.path}
          verifiedTo={paths.mineVerified.path}
        />
      ) : null}
      <RowGroup>
        {MENU.filter((entry) => isVisible(entry.path)).map((entry) => (
          <LinkRow
            key={entry.key}
            to={entry.path}
            label={t(`mine.menu.${entry.key}`)}
            detail={detailOf(entry.key)}
          />
        ))}
      </RowGroup>
      <RowGroup>
        <ButtonRow label={t('mine.menu.logout')} isDanger onClick={() => setIsConfirmingLogout(true)} />
      </RowGroup>
      <ConfirmDialog
        isOpen={isConfirmingLogout}
        onOpenChange={setIsConfirmingLogout}
        title={t('mine.logoutTitle')}
        description={t('mine.logoutDescription')}
        confirmLabel={t('mine.logoutConfirm')}
        onConfirm={() => void logout()}
      />
    </Page>
  );
}
