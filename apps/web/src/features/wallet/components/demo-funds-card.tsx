import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { notify } from '@/lib/notify';
import { formatCoinAmount } from '../utils/amounts';
import { useClaimDemoFunds, useDemoFundsStatus } from '../api/demo-funds';
import { useAmountDisplay } from './amount-display';

/**
 * "Get demo funds" (issue 17): on the demo market only — the route passes `isDemo` from the feed status, and the
 * server says whether it offers them — a new user takes the fixed amount of test money into the coin account once a
 * day. Nothing at all is rendered on a live feed. The amount is the offer, not a balance: it is never masked.
 */
export function DemoFundsCard({ isDemo }: { isDemo: boolean }) {
  const { t } = useTranslation();
  const display = useAmountDisplay();
  const status = useDemoFundsStatus(isDemo);
  const claim = useClaimDemoFunds();
  if (!isDemo || !status.data?.isAvailable) return null;
  const { amount, coin, nextClaimAt } = status.data;
  const amountText = formatCoinAmount(amount);
  return (
    <section
      aria-labelledby="demo-funds-title"
      className="flex flex-col gap-3 rounded-2xl border border-dashed border-brand/40 bg-brand/5 p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id="demo-funds-title" className="text-sm font-semibold">
          {t('funds.demo.title')}
        </h2>
        <p className="text-xs text-muted">{t('funds.demo.intro', { amount: amountText, coin })}</p>
        {nextClaimAt !== null ? (
          <p data-testid="demo-funds-next" className="text-xs text-muted">
            {t('funds.demo.nextAt', { time: display.time(nextClaimAt) })}
          </p>
        ) : null}
      </div>
      <Button
        className="shrink-0"
        disabled={nextClaimAt !== null}
        isLoading={claim.isPending}
        onClick={() =>
          claim.mutate(undefined, {
            onSuccess: (result) =>
              notify.success(
                t('funds.demo.claimed', { amount: formatCoinAmount(result.amount), coin: result.coin }),
              ),
          })
        }
      >
        {t('funds.demo.claim')}
      </Button>
    </section>
  );
}
