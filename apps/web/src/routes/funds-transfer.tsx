import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { useFundsOverview } from '@/data/assets/get-funds-overview';
import { TransferForm } from '@/features/wallet/components/transfer-form';
import { initialTransferValues } from '@/features/wallet/utils/transfer-values';
import { notify } from '@/lib/notify';

/** A transfer between the user's own wallets (spot, contract, fast contract); back to the wallet when done. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: overview, isPending, isError, refetch } = useFundsOverview();
  const coins = overview?.coin.walletList.map((asset) => asset.coin) ?? [];
  return (
    <Page title={t('transfer.title')} backTo={paths.funds.path}>
      {isPending ? <LoadingState /> : null}
      {isError && !overview ? <ErrorState onRetry={() => void refetch()} /> : null}
      {overview && coins.length === 0 ? <EmptyState message={t('transfer.noCoins')} /> : null}
      {overview && coins.length > 0 ? (
        <TransferForm
          coins={coins}
          initialValues={initialTransferValues(params, coins)}
          onTransferred={() => {
            notify.success(t('transfer.success'));
            void navigate(paths.funds.path);
          }}
        />
      ) : null}
    </Page>
  );
}
