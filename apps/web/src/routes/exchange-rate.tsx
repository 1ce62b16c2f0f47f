import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { CurrencyChoiceList } from '@/features/preferences/components/currency-choice-list';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { useExchangeRates } from '@/features/system/api/list-exchange-rates';

/** The display currency, from the server's exchange-rate list. */
export function Component() {
  const { t } = useTranslation();
  const { data: rates, isPending, isError, refetch } = useExchangeRates();
  const syncDisplayCurrency = usePreferencesStore((state) => state.syncDisplayCurrency);
  useEffect(() => {
    if (rates) syncDisplayCurrency(rates);
  }, [rates, syncDisplayCurrency]);
  return (
    <Page title={t('exchangeRate.title')} backTo={paths.mineSettings.path}>
      <p className="text-sm text-muted">{t('exchangeRate.description')}</p>
      {isPending ? <LoadingState /> : null}
      {isError ? <ErrorState onRetry={() => void refetch()} /> : null}
      {rates?.length === 0 ? <EmptyState /> : null}
      {rates && rates.length > 0 ? <CurrencyChoiceList rates={rates} /> : null}
    </Page>
  );
}
