import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useRechargeChannels } from '@/features/payments/api/list-recharge-channels';
import { ProviderLink } from '@/features/payments/components/provider-link';
import { ChannelMethod } from '@/features/payments/utils/channel-method';
import { coinParam } from '@/features/payments/utils/deposit-routes';
import { idParam } from '@/lib/id-param';

/** A third-party deposit (`?coin=USDT&channelId=`): pay on the provider's page, then report it. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const coin = coinParam(searchParams.get('coin'));
  const channelId = idParam(searchParams.get('channelId'));
  const channels = useRechargeChannels(coin, ChannelMethod.thirdParty);
  const channel = channels.data?.find((entry) => entry.id === channelId) ?? channels.data?.[0];

  if (!coin) return <Navigate to={paths.fundsTopUp.path} replace />;
  return (
    <Page title={t('deposit.thirdParty.title')} backTo={paths.fundsTopUp.path}>
      {channels.isPending ? <LoadingState /> : null}
      {channels.isError ? <ErrorState onRetry={() => void channels.refetch()} /> : null}
      {channels.data?.length === 0 ? <EmptyState message={t('deposit.thirdParty.none', { coin })} /> : null}
      {channels.data && channel && channels.data.length > 1 ? (
        <SegmentedControl
          variant="chips"
          label={t('deposit.thirdParty.choose')}
          value={String(channel.id)}
          onChange={(next) => setSearchParams({ coin, channelId: next }, { replace: true })}
          options={channels.data.map((entry) => ({ value: String(entry.id), label: entry.name }))}
        />
      ) : null}
      {channel ? <ProviderLink channel={channel} /> : null}
    </Page>
  );
}
