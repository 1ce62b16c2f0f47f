import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useCurrentMember } from '@/features/member/api/get-current-member';
import { useBankCardRechargeChannels } from '@/features/payments/api/list-bank-card-recharge-channels';
import { ReceivingAccount } from '@/features/payments/components/receiving-account';
import { coinParam } from '@/features/payments/utils/deposit-routes';
import { idParam } from '@/lib/id-param';

/** A bank-card deposit (`?coin=USDT&channelId=`): the operator's account to transfer to, with the user's reference. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const coin = coinParam(searchParams.get('coin'));
  const channelId = idParam(searchParams.get('channelId'));
  const channels = useBankCardRechargeChannels(coin);
  const { data: member } = useCurrentMember();
  const channel = channels.data?.find((entry) => entry.id === channelId) ?? channels.data?.[0];

  if (!coin) return <Navigate to={paths.fundsTopUp.path} replace />;
  return (
    <Page title={t('deposit.bankAccount.title')} backTo={paths.fundsTopUp.path}>
      {channels.isPending ? <LoadingState /> : null}
      {channels.isError ? <ErrorState onRetry={() => void channels.refetch()} /> : null}
      {channels.data?.length === 0 ? <EmptyState message={t('deposit.bankAccount.none', { coin })} /> : null}
      {channels.data && channel && channels.data.length > 1 ? (
        <SegmentedControl
          variant="chips"
          label={t('deposit.bankAccount.choose')}
          value={String(channel.id)}
          onChange={(next) => setSearchParams({ coin, channelId: next }, { replace: true })}
          options={channels.data.map((entry) => ({ value: String(entry.id), label: entry.name }))}
        />
      ) : null}
      {channel ? (
        <>
          <p className="text-sm text-muted">{t('deposit.bankAccount.intro', { coin })}</p>
          <ReceivingAccount channel={channel} reference={member ? String(member.userId) : null} />
        </>
      ) : null}
    </Page>
  );
}
