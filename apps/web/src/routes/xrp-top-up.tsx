import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { useDepositAddress } from '@/features/payments/api/get-deposit-address';
import { useVirtualRechargeChannels } from '@/features/payments/api/list-virtual-recharge-channels';
import { DepositAddressPanel } from '@/features/payments/components/deposit-address-panel';
import { MEMO_CHAIN } from '@/features/payments/utils/channel-method';
import { coinParam } from '@/features/payments/utils/deposit-routes';
import { idParam } from '@/lib/id-param';

/**
 * An XRP-ledger deposit: the shared address and the caller's destination tag, both as QR and copyable text. The
 * tag is what credits the deposit to this account, so the warning about it comes first.
 */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const coin = coinParam(searchParams.get('coin')) || MEMO_CHAIN;
  const channelId = idParam(searchParams.get('channelId'));
  const channels = useVirtualRechargeChannels(coin);
  const xrpChannels = channels.data?.filter((entry) => entry.chain === MEMO_CHAIN) ?? [];
  const channel = xrpChannels.find((entry) => entry.id === channelId) ?? xrpChannels[0];
  const address = useDepositAddress(coin, channel ? MEMO_CHAIN : null);

  return (
    <Page title={t('deposit.address.title', { coin })} backTo={paths.fundsTopUp.path}>
      {channels.isPending ? <LoadingState /> : null}
      {channels.isError ? <ErrorState onRetry={() => void channels.refetch()} /> : null}
      {channels.data && !channel ? <EmptyState message={t('deposit.address.noChains', { coin })} /> : null}
      {channel && address.isPending ? <LoadingState /> : null}
      {address.isError ? <ErrorState onRetry={() => void address.refetch()} /> : null}
      {channel && address.data ? <DepositAddressPanel channel={channel} address={address.data} /> : null}
    </Page>
  );
}
