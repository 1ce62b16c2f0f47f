import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { Page } from '@/components/layouts/page';
import { usePreferencesStore } from '@/features/preferences/stores/preferences-store';
import { useExchangeRates } from '@/features/system/api/list-exchange-rates';
import { useFundsOverview } from '@/features/wallet/api/get-funds-overview';
import { AmountDisplayProvider } from '@/features/wallet/components/amount-display';
import { FundsDashboard } from '@/features/wallet/components/funds-dashboard';

/** The wallet tab (spec §2, §3): total in the display currency, the three wallets, the coin assets, actions. */
export function Component() {
  const { t } = useTranslation();
  const showAmounts = usePreferencesStore((state) => state.showAmounts);
  const setShowAmounts = usePreferencesStore((state) => state.setShowAmounts);
  const displayCurrency = usePreferencesStore((state) => state.displayCurrency);
  const timeZone = usePreferencesStore((state) => state.timeZone);
  const syncDisplayCurrency = usePreferencesStore((state) => state.syncDisplayCurrency);
  const { data: rates } = useExchangeRates();
  useEffect(() => {
    if (rates) syncDisplayCurrency(rates);
  }, [rates, syncDisplayCurrency]);
  const { data: overview, isPending, isError, refetch } = useFundsOverview();
  return (
    <Page title={t('funds.title')} showBack={false} width="wide">
      {isPending ? <LoadingState /> : null}
      {isError && !overview ? <ErrorState onRetry={() => void refetch()} /> : null}
      {overview ? (
        <AmountDisplayProvider isVisible={showAmounts} currency={displayCurrency} timeZone={timeZone}>
          <FundsDashboard overview={overview} onToggleAmounts={() => setShowAmounts(!showAmounts)} />
        </AmountDisplayProvider>
      ) : null}
    </Page>
  );
}
