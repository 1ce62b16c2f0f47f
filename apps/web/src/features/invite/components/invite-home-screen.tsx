import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LinkRow, RowGroup } from '@/components/ui/list-row';
import { paths } from '@/config/paths';
import { defaultCodeOf, useInviteCodes, useRebateConfig, useRebateStatistics } from '../api/invite-queries';
import { InviteLinkCard } from './invite-link-card';
import { InviteStatistics } from './invite-statistics';
import { RebateRules } from './rebate-rules';

const LINKS = [
  { key: 'friends', path: paths.inviteFriends.path },
  { key: 'details', path: paths.rebateDetail.path },
  { key: 'ranking', path: paths.rebateRanking.path },
  { key: 'settings', path: paths.invitationSettings.path },
] as const;

/**
 * `/invite`: the default code and its link to share, the caller's friends and rebates, the rules in force (from the
 * rebate config, so the words are the rules the job applies), and the way to friends, details, ranking and codes.
 * Two columns on a wide screen.
 */
export function InviteHomeScreen() {
  const { t } = useTranslation();
  const config = useRebateConfig();
  const statistics = useRebateStatistics();
  const codes = useInviteCodes();
  const queries = [config, statistics, codes];
  if (queries.some((query) => query.isPending)) return <LoadingState />;
  if (!config.data || !statistics.data || !codes.data)
    return <ErrorState onRetry={() => queries.forEach((query) => void query.refetch())} />;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('invite.intro')}</p>
        <InviteLinkCard code={defaultCodeOf(codes.data.list)} />
        <RowGroup>
          {LINKS.map((link) => (
            <LinkRow key={link.key} to={link.path} label={t(`invite.links.${link.key}`)} />
          ))}
        </RowGroup>
      </div>
      <div className="flex flex-col gap-4">
        <InviteStatistics statistics={statistics.data} />
        <RebateRules config={config.data} />
      </div>
    </div>
  );
}
