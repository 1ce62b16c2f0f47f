import { useTranslation } from 'react-i18next';
import { EyeIcon } from '@/components/ui/icons';
import type { FundsOverview } from '@/data/assets/get-funds-overview';
import { useAmountDisplay } from './amount-display';

/**
 * The wallet's headline: the total across wallets in the display currency (with its USDT figure), and the
 * show-amount toggle, which masks every amount on the wallet screens (spec §4).
 */
export function FundsOverviewCard({
  overview,
  onToggleAmounts,
}: {
  overview: FundsOverview;
  onToggleAmounts: () => void;
}) {
  const { t } = useTranslation();
  const display = useAmountDisplay();
  return (
    <section
      aria-labelledby="funds-total-label"
      className="flex flex-col gap-2 rounded-2xl bg-surface-raised p-4"
    >
      <div className="flex items-center gap-1">
        <h2 id="funds-total-label" className="text-sm text-muted">
          {t('funds.totalAssets', { currency: display.currency.exchange })}
        </h2>
        <button
          type="button"
          onClick={onToggleAmounts}
          aria-pressed={!display.isVisible}
          aria-label={display.isVisible ? t('common.hideAmounts') : t('common.showAmounts')}
          className="rounded-lg p-1.5 text-muted hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-brand"
        >
          <EyeIcon isOff={!display.isVisible} width={18} height={18} />
        </button>
      </div>
      <p data-testid="funds-total" dir="ltr" className="text-start text-3xl font-semibold tabular-nums">
        {display.value(overview.total)}
      </p>
      <p className="text-sm text-muted">{t('funds.approxUsdt', { amount: display.usdt(overview.total) })}</p>
      {overview.isPriceComplete ? null : (
        <p className="text-xs text-warning">{t('funds.incompletePrices')}</p>
      )}
    </section>
  );
}
