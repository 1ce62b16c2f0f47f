import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { To } from 'react-router';
import { Link } from 'react-router';
import { pairName } from '@/lib/market-format';
import type { Instrument } from '../api/list-market-page';

export type TradeSide = 'buy' | 'sell';

/**
 * Where a side's button leads for an instrument: the ticket of its kind with that side chosen (the route decides, by
 * the instrument's type); null where the instrument has no ticket, which shows no bar.
 */
export type TicketTarget = (instrument: Pick<Instrument, 'type' | 'symbol'>, side: TradeSide) => To | null;

const SIDES = [
  { side: 'buy', key: 'chart.trade.buy', className: 'bg-up-fill' },
  { side: 'sell', key: 'chart.trade.sell', className: 'bg-down-fill' },
] as const;

/**
 * Buy and Sell under the chart, in the user's up and down colours, opening the instrument's own ticket with that side
 * chosen (a coin's spot ticket, a perpetual's contract ticket, a stock's, a fast contract's). On a phone the bar stays
 * at the bottom of the screen; on a desktop it sits under the chart.
 */
export function TradeBar({
  instrument,
  ticketTarget,
}: {
  instrument: Instrument;
  ticketTarget: TicketTarget;
}) {
  const { t } = useTranslation();
  const name = pairName(instrument);
  const targets = SIDES.map((item) => ({ ...item, to: ticketTarget(instrument, item.side) }));
  if (targets.some((item) => item.to === null)) return null;
  return (
    <section
      aria-label={t('chart.trade.label', { symbol: name })}
      data-testid="trade-bar"
      className={clsx(
        'sticky bottom-0 z-10 -mx-4 border-t border-border bg-surface/95 px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] backdrop-blur',
        'sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none',
      )}
    >
      <div className="grid grid-cols-2 gap-2">
        {targets.map((item) => (
          <Link
            key={item.side}
            to={item.to ?? ''}
            data-side={item.side}
            className={clsx(
              'flex min-h-11 items-center justify-center rounded-xl text-base font-semibold text-white hover:opacity-90',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
              item.className,
            )}
          >
            {t(item.key)}
          </Link>
        ))}
      </div>
    </section>
  );
}
