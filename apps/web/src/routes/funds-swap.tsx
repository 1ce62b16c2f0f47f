import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { WalletAmountDisplay } from '@/app/wallet-amount-display';
import { useSwapCoins } from '@/features/wallet/api/list-flash-exchange-coins';
import { SwapForm } from '@/features/wallet/components/swap-form';
import { SwapRecords } from '@/features/wallet/components/swap-records';

/** Flash exchange (spec §7): swap one coin for another in the spot wallet at the live price. */
export function Component() {
  const { t } = useTranslation();
  const { data: coins, isPending, isError, refetch } = useSwapCoins();
  return (
    <Page title={t('swap.title')} backTo={paths.funds.path}>
      {isPending ? <LoadingState /> : null}
      {isError && !coins ? <ErrorState onRetry={() => void refetch()} /> : null}
      {coins && coins.length < 2 ? <EmptyState message={t('swap.noCoins')} /> : null}
      {coins && coins.length >= 2 ? <SwapForm coins={coins} /> : null}
      <WalletAmountDisplay>
        <SwapRecords />
      </WalletAmountDisplay>
    </Page>
  );
}
