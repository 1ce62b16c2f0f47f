import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatQuantity } from '@exchange/ui/format';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { ChevronEndIcon } from '@/components/ui/icons';
import { usePendingDeposits } from '../api/list-pending-deposits';
import type { PendingDeposit } from '../api/list-pending-deposits';
import { useAmountDisplay } from './amount-display';
import { orderDetailHref } from './order-history-list';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1_440;

/**
 * The usual review time in the unit a person reads it in, rounded up (it is a promise, "within"): minutes below two
 * hours, hours below two days, then days.
 */
export function reviewTimeText(t: TFunction, minutes: number): string {
  if (minutes < 2 * MINUTES_PER_HOUR)
    return t('funds.pending.minutes', { value: formatQuantity(minutes, 0) });
  if (minutes < 2 * MINUTES_PER_DAY)
    return t('funds.pending.hours', { value: formatQuantity(Math.ceil(minutes / MINUTES_PER_HOUR), 0) });
  return t('funds.pending.days', { value: formatQuantity(Math.ceil(minutes / MINUTES_PER_DAY), 0) });
}

/** "Waiting for confirmations 3/20" while the chain watcher counts, else "Waiting for review". */
function stepText(t: TFunction, deposit: PendingDeposit): string {
  if (deposit.step === 'confirmations' && deposit.requiredConfirmations !== null)
    return t('funds.pending.waitingConfirmations', {
      seen: formatQuantity(deposit.confirmations ?? 0, 0),
      required: formatQuantity(deposit.requiredConfirmations, 0),
    });
  return t('funds.pending.waitingReview');
}

function PendingDepositRow({ deposit, reviewMinutes }: { deposit: PendingDeposit; reviewMinutes: number }) {
  const { t } = useTranslation();
  const display = useAmountDisplay();
  return (
    <li data-testid="pending-deposit" data-order-no={deposit.no}>
      <Link
        to={orderDetailHref('recharge', deposit.id)}
        className="flex items-center gap-3 px-4 py-3 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-2 text-sm font-medium">
            <Badge tone="warning">{t('funds.pending.badge')}</Badge>
            <span dir="ltr" data-testid="pending-amount" className="tabular-nums">
              {display.coin(deposit.amount)} {deposit.coin}
            </span>
          </span>
          <span data-testid="pending-step" className="text-xs text-text">
            {stepText(t, deposit)}
          </span>
          {deposit.step === 'review' ? (
            <span data-testid="pending-review-time" className="text-xs text-muted">
              {t('funds.pending.usualReview', { time: reviewTimeText(t, reviewMinutes) })}
            </span>
          ) : null}
        </span>
        <ChevronEndIcon className="shrink-0 text-muted" />
      </Link>
    </li>
  );
}

/**
 * The user's deposits in progress as "pending" lines (all, or of one coin): amount, step and the usual review time;
 * each opens its order. Nothing while there are none, so a wallet without deposits in flight looks as before.
 */
export function PendingDeposits({ coin }: { coin?: string }) {
  const { t } = useTranslation();
  const pending = usePendingDeposits(coin);
  if (pending.isError && !pending.data)
    return (
      <div role="alert" className="flex items-center justify-between gap-3 rounded-2xl bg-surface-raised p-4">
        <p className="text-sm text-muted">{t('funds.pending.loadFailed')}</p>
        <Button variant="secondary" isSmall onClick={() => void pending.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  const list = pending.data?.list ?? [];
  if (list.length === 0 || !pending.data) return null;
  const { reviewMinutes } = pending.data;
  return (
    <section aria-labelledby="pending-deposits-title" className="flex flex-col gap-2">
      <h2 id="pending-deposits-title" className="px-1 text-sm font-semibold">
        {t('funds.pending.title')}
      </h2>
      <ul
        aria-labelledby="pending-deposits-title"
        className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised"
      >
        {list.map((deposit) => (
          <PendingDepositRow key={deposit.id} deposit={deposit} reviewMinutes={reviewMinutes} />
        ))}
      </ul>
    </section>
  );
}
