import { useTranslation } from 'react-i18next';
import type { ExchangeRate } from '@exchange/contracts/http/system/reference/reference-data';
import { ChoiceList } from '@/components/ui/choice-list';
import { usePreferencesStore } from '@/data/preferences/preferences-store';

/** Display currencies from the server's exchange-rate list; the whole entry (rate, sign, precision) is kept. */
export function CurrencyChoiceList({
  rates,
  onChosen,
}: {
  rates: readonly ExchangeRate[];
  onChosen?: () => void;
}) {
  const { t } = useTranslation();
  const current = usePreferencesStore((state) => state.displayCurrency);
  const setDisplayCurrency = usePreferencesStore((state) => state.setDisplayCurrency);
  return (
    <ChoiceList
      label={t('exchangeRate.title')}
      value={current.exchange}
      onChange={(code) => {
        const entry = rates.find((rate) => rate.exchange === code);
        if (!entry) return;
        setDisplayCurrency(entry);
        onChosen?.();
      }}
      choices={rates.map((rate) => ({
        value: rate.exchange,
        label: rate.exchange,
        description: t('exchangeRate.rate', { price: rate.price, code: rate.exchange }),
        start: (
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-surface-sunken text-sm font-semibold"
          >
            {rate.sign}
          </span>
        ),
      }))}
    />
  );
}
