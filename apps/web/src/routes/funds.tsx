import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { WalletAmountDisplay, useCurrentDisplayRate } from '@/app/wallet-amount-display';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { exchangeRatesQuery } from '@/features/system/api/list-exchange-rates';
import { fundsOverviewQuery, useFundsOverview } from '@/data/assets/get-funds-overview';
import { useFeedStatus } from '@/features/market/api/get-feed-status';
import { queryClient } from '@/lib/query-client';
import { FundsDashboard } from '@/features/wallet/components/funds-dashboard';

/**
 * Started with this module when /funds is the first screen: the balances and the display currency's rate are on
 * their way before it renders, side by side rather than one after the other.
 */
export function prefetch(): void {
  void queryClient.prefetchQuery(fundsOverviewQuery());
  void queryClient.prefetchQuery(exchangeRatesQuery());
}

/**
 * The wallet tab (spec §2, §3): total in the display currency, actions, deposits in progress, the three wallets, the
 * coin assets; on the demo market (the feed status says the simulator) the demo funds button.
 */
export function Component() {
  const { t } = useTranslation();
  const showAmounts = usePreferencesStore((state) => state.showAmounts);
  const setShowAmounts = usePreferencesStore((state) => state.setShowAmounts);
  useCurrentDisplayRate();
  const { data: overview, isPending, isError, refetch } = useFundsOverview();
  // Only an explicit "demo" from the server offers demo funds: unknown (loading, failed) counts as live.
  const isDemo = useFeedStatus().data?.isDemo === true;
  return (
    <Page title={t('funds.title')} showBack={false} width="wide">
      {isPending ? <LoadingState /> : null}
      {isError && !overview ? <ErrorState onRetry={() => void refetch()} /> : null}
      {overview ? (
        <WalletAmountDisplay>
          <FundsDashboard
            overview={overview}
            isDemo={isDemo}
            onToggleAmounts={() => setShowAmounts(!showAmounts)}
          />
        </WalletAmountDisplay>
      ) : null}
    </Page>
  );
}
