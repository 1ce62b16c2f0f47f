import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LoadMore } from '@/components/ui/load-more';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useRebateDetails } from '../api/invite-queries';
import type { RebateRole } from '../api/invite-queries';
import { REBATE_ROLES } from '../utils/invite-rules';
import { RebateDetailCard } from './rebate-detail-card';
import { RebateRewardsList } from './rebate-rewards-list';

type Tab = 'details' | 'payouts';
type RoleFilter = RebateRole | 'all';

/** The details of one role (or all), newest first, paged as the list scrolls. */
function RebateDetailsList({ role }: { role: RebateRole | null }) {
  const { t } = useTranslation();
  const details = useRebateDetails(role);
  const rows = details.data?.pages.flatMap((page) => page.list) ?? [];
  if (details.isPending) return <LoadingState />;
  if (details.isError) return <ErrorState onRetry={() => void details.refetch()} />;
  if (rows.length === 0) return <EmptyState message={t('invite.details.empty')} />;
  return (
    <div className="flex flex-col">
      <ul aria-label={t('invite.details.listLabel')} className="grid gap-3 sm:grid-cols-2">
        {rows.map((detail) => (
          <li key={detail.id}>
            <RebateDetailCard detail={detail} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={details.hasNextPage}
        isFetchingNextPage={details.isFetchingNextPage}
        fetchNextPage={() => void details.fetchNextPage()}
      />
    </div>
  );
}

/**
 * `/rebate_detail`: every fee a rebate came from, with what it gave and why (filtered by role), and on the second
 * tab the payouts (the ledger transfers that paid them).
 */
export function RebateDetailsScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('details');
  const [role, setRole] = useState<RoleFilter>('all');
  return (
    <div className="flex flex-col gap-4">
      <SegmentedControl<Tab>
        label={t('invite.details.tabs.label')}
        value={tab}
        onChange={setTab}
        options={[
          { value: 'details', label: t('invite.details.tabs.details') },
          { value: 'payouts', label: t('invite.details.tabs.payouts') },
        ]}
      />
      {tab === 'details' ? (
        <>
          <SegmentedControl<RoleFilter>
            variant="chips"
            label={t('invite.details.roleFilter')}
            value={role}
            onChange={setRole}
            options={[
              { value: 'all', label: t('invite.details.allRoles') },
              ...REBATE_ROLES.map((value) => ({ value, label: t(`invite.details.role.${value}`) })),
            ]}
          />
          <RebateDetailsList role={role === 'all' ? null : role} />
        </>
      ) : (
        <RebateRewardsList />
      )}
    </div>
  );
}
