import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { SelectField } from '@exchange/ui/select-field';
import { LoadMore } from '@/components/ui/load-more';
import { formatDateTime } from '@/lib/format-date-time';
import { useInviteCodes, useInviteFriends } from '../api/invite-queries';
import type { InviteFriend } from '../api/invite-queries';
import { useCodeName } from '../hooks/use-code-name';

const ALL_CODES = 'all';

function FriendRow({ friend }: { friend: InviteFriend }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="truncate text-sm font-medium">{friend.name}</span>
        <span className="text-xs text-muted">
          {t('invite.friends.registered', { date: formatDateTime(friend.registeredAt, i18n.language) })}
        </span>
        <span className="text-xs text-muted">
          {t('invite.friends.viaCode')}{' '}
          <span dir="ltr" className="font-mono">
            {friend.code}
          </span>
        </span>
      </div>
      {friend.hasTraded ? <Badge tone="success">{t('invite.friends.traded')}</Badge> : null}
    </li>
  );
}

/** The friends of one code (or all), paged as the list scrolls. */
function FriendsList({ codeId }: { codeId: number | null }) {
  const { t } = useTranslation();
  const friends = useInviteFriends(codeId);
  const rows = friends.data?.pages.flatMap((page) => page.list) ?? [];
  if (friends.isPending) return <LoadingState />;
  if (friends.isError) return <ErrorState onRetry={() => void friends.refetch()} />;
  if (rows.length === 0) return <EmptyState message={t('invite.friends.empty')} />;
  return (
    <div className="flex flex-col">
      <ul
        aria-label={t('invite.friends.listLabel')}
        className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised"
      >
        {rows.map((friend) => (
          <FriendRow key={`${friend.code}:${friend.registeredAt}:${friend.name}`} friend={friend} />
        ))}
      </ul>
      <LoadMore
        hasNextPage={friends.hasNextPage}
        isFetchingNextPage={friends.isFetchingNextPage}
        fetchNextPage={() => void friends.fetchNextPage()}
      />
    </div>
  );
}

/**
 * `/invite/inviteFriends`: who registered with the caller's codes (names masked by the server), newest first, with
 * the code they used, when, and whether they have traded; filtered by code.
 */
export function InviteFriendsScreen() {
  const { t } = useTranslation();
  const codes = useInviteCodes();
  const codeName = useCodeName();
  const [codeFilter, setCodeFilter] = useState(ALL_CODES);
  const codeId = codeFilter === ALL_CODES ? null : Number(codeFilter);
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={t('invite.friends.filter')}
        value={codeFilter}
        onChange={(event) => setCodeFilter(event.target.value)}
        options={[
          { value: ALL_CODES, label: t('invite.friends.allCodes') },
          ...(codes.data?.list ?? []).map((code) => ({
            value: String(code.id),
            label: `${codeName(code)} · ${code.code}`,
          })),
        ]}
      />
      <FriendsList codeId={codeId} />
    </div>
  );
}
