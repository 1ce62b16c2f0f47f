import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { WalletAmountDisplay } from '@/app/wallet-amount-display';
import { useRechargeDetail } from '@/features/wallet/api/list-recharge-details';
import { useWithdrawalDetail } from '@/features/wallet/api/list-withdrawal-details';
import { RechargeOrderDetail, WithdrawalOrderDetail } from '@/features/wallet/components/order-detail';
import { parseOrderKind } from '@/features/wallet/components/order-history-list';

/** One deposit or withdrawal (`/funds/orderHistoryDetail/:id?kind=recharge|withdrawal`). */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const kind = parseOrderKind(params.get('kind'));
  const recharge = useRechargeDetail(id, { isEnabled: kind === 'recharge' });
  const withdrawal = useWithdrawalDetail(id, { isEnabled: kind === 'withdrawal' });
  const detail = kind === 'recharge' ? recharge : withdrawal;
  const isKnownId = /^\d+$/.test(id);
  return (
    <Page
      title={t(
        kind === 'recharge' ? 'orderHistory.detail.rechargeTitle' : 'orderHistory.detail.withdrawalTitle',
      )}
      backTo={`${paths.fundsOrderHistory.path}?kind=${kind}`}
    >
      {!isKnownId || detail.data === null ? <EmptyState message={t('orderHistory.detail.notFound')} /> : null}
      {isKnownId && detail.isPending ? <LoadingState /> : null}
      {detail.isError && !detail.data ? <ErrorState onRetry={() => void detail.refetch()} /> : null}
      <WalletAmountDisplay>
        {kind === 'recharge' && recharge.data ? <RechargeOrderDetail order={recharge.data} /> : null}
        {kind === 'withdrawal' && withdrawal.data ? <WithdrawalOrderDetail order={withdrawal.data} /> : null}
      </WalletAmountDisplay>
    </Page>
  );
}
