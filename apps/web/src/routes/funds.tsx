import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { Page } from '@/components/layouts/page';
import { WalletAmountDisplay, useCurrentDisplayRate } from '@/app/wallet-amount-display';
import { usePreferencesStore } from '@/features/preferences/stores/preferences-store';
import { useFundsOverview } from '@/features/wallet/api/get-funds-overview';
import { FundsDashboard } from '@/features/wallet/components/funds-dashboard';

/** The wallet tab (spec §2, §3): total in the display currency, the three wallets, the coin assets, actions. */
export function Component() {
  const { t } = useTranslation();
  const showAmounts = usePreferencesStore((state) => state.showAmounts);
  const setShowAmounts = usePreferencesStore((state) => state.setShowAmounts);
  useCurrentDisplayRate();
  const { data: overview, isPending, isError, refetch } = useFundsOverview();
  return (
    <Page title={t('funds.title')} showBack={false} width="wide">
      {isPending ? <LoadingState /> : null}
      {isError && !overview ? <ErrorState onRetry={() => void refetch()} /> : null}
      {overview ? (
        <WalletAmountDisplay>
          <FundsDashboard overview={overview} onToggleAmounts={() => setShowAmounts(!showAmounts)} />
        </WalletAmountDisplay>
      ) : null}
    </Page>
  );
}
