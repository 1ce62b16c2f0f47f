import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { useExchangeRates } from '@/features/system/api/list-exchange-rates';
import { AmountDisplayProvider } from '@/features/wallet/components/amount-display';

/**
 * The wallet screens' amounts as the device's preferences want them (spec §4): masked while show-amount is off,
 * values in the display currency, times in the chosen time zone. The wallet feature does not read the preferences
 * itself: its routes wrap what they show in this.
 */
export function WalletAmountDisplay({ children }: { children: ReactNode }) {
  const isVisible = usePreferencesStore((state) => state.showAmounts);
  const currency = usePreferencesStore((state) => state.displayCurrency);
  const timeZone = usePreferencesStore((state) => state.timeZone);
  return (
    <AmountDisplayProvider isVisible={isVisible} currency={currency} timeZone={timeZone}>
      {children}
    </AmountDisplayProvider>
  );
}

/** Keeps the stored display currency's rate current (rates move), for the screens that show values in it. */
export function useCurrentDisplayRate(): void {
  const { data: rates } = useExchangeRates();
  const syncDisplayCurrency = usePreferencesStore((state) => state.syncDisplayCurrency);
  useEffect(() => {
    if (rates) syncDisplayCurrency(rates);
  }, [rates, syncDisplayCurrency]);
}
