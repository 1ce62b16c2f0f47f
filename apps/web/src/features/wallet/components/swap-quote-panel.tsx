import { useTranslation } from 'react-i18next';
import { DetailList } from '@exchange/ui/detail-list';
import { useNow } from '@/lib/use-now';
import type { SwapQuote } from '../api/get-flash-exchange-quote';
import { displayPercentOf, formatCoinAmount } from '../utils/amounts';
import type { SwapEstimate } from '../utils/amounts';

const SECOND_MS = 1_000;

/** The live quote (with its age), the fee, and what arrives at that price and at worst within the slippage. */
export function SwapQuotePanel({
  quote,
  receivedAtMs,
  estimate,
  isRefreshing,
}: {
  quote: SwapQuote;
  receivedAtMs: number;
  estimate: SwapEstimate | null;
  isRefreshing: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow(SECOND_MS);
  const ageSeconds = Math.max(0, Math.floor((now - receivedAtMs) / SECOND_MS));
  const receive = (amount: string) => `${formatCoinAmount(amount)} ${quote.toCoin}`;
  return (
    <section aria-label={t('swap.quoteLabel')} className="flex flex-col gap-2">
      <p className="flex items-center justify-between gap-2 px-1 text-sm">
        <span dir="ltr" data-testid="swap-price" className="font-medium tabular-nums">
          1 {quote.fromCoin} ≈ {formatCoinAmount(quote.price)} {quote.toCoin}
        </span>
        <span className="text-xs text-muted" aria-live="polite">
          {isRefreshing ? t('swap.refreshing') : t('swap.quoteAge', { seconds: ageSeconds })}
        </span>
      </p>
      {estimate ? (
        <DetailList
          variant="card"
          items={[
            {
              label: t('swap.fee', { rate: displayPercentOf(quote.feeRate) }),
              value: receive(estimate.feeAmount),
              isLtr: true,
            },
            {
              label: t('swap.receive'),
              value: <span data-testid="swap-receive">{receive(estimate.receiveAmount)}</span>,
              isLtr: true,
            },
            { label: t('swap.minimumReceive'), value: receive(estimate.minimumReceiveAmount), isLtr: true },
          ]}
        />
      ) : null}
    </section>
  );
}
