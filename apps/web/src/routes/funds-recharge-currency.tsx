import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useDepositAddress } from '@/features/payments/api/get-deposit-address';
import { useVirtualRechargeChannels } from '@/features/payments/api/list-virtual-recharge-channels';
import { DepositAddressPanel } from '@/features/payments/components/deposit-address-panel';
import { isChainCode } from '@/features/payments/utils/chains';
import { MEMO_CHAIN } from '@/features/payments/utils/channel-method';
import { coinParam, xrpDepositRoute } from '@/features/payments/utils/deposit-routes';

/** A crypto deposit (`?coin=USDT&chain=TRC20`): the network, then the caller's address on it. XRP has its own screen. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const coin = coinParam(searchParams.get('coin'));
  const channels = useVirtualRechargeChannels(coin);
  const requested = searchParams.get('chain');
  const channel =
    channels.data?.find((entry) => entry.chain === requested) ?? channels.data?.[0] ?? undefined;
  const chain = channel && isChainCode(channel.chain) ? channel.chain : null;
  const address = useDepositAddress(coin, chain === MEMO_CHAIN ? null : chain);

  if (!coin) return <Navigate to={paths.fundsTopUp.path} replace />;
  if (channel?.chain === MEMO_CHAIN) return <Navigate to={xrpDepositRoute(coin, channel.id)} replace />;

  return (
    <Page title={t('deposit.address.title', { coin })} backTo={paths.fundsTopUp.path}>
      {channels.isPending ? <LoadingState /> : null}
      {channels.isError ? <ErrorState onRetry={() => void channels.refetch()} /> : null}
      {channels.data?.length === 0 ? <EmptyState message={t('deposit.address.noChains', { coin })} /> : null}
      {channels.data && channel ? (
        <SegmentedControl
          variant="chips"
          label={t('deposit.address.network')}
          value={channel.chain}
          onChange={(next) => setSearchParams({ coin, chain: next }, { replace: true })}
          options={channels.data.map((entry) => ({ value: entry.chain, label: entry.chain }))}
        />
      ) : null}
      {chain && address.isPending ? <LoadingState /> : null}
      {address.isError ? <ErrorState onRetry={() => void address.refetch()} /> : null}
      {channel && address.data ? <DepositAddressPanel channel={channel} address={address.data} /> : null}
    </Page>
  );
}
