import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { To } from 'react-router';
import { InstrumentType } from '@exchange/contracts/enums';
import { useInstrument } from '@/data/instruments/get-instrument';
import { pairName } from '@/lib/market-format';
import type { Instrument } from '../api/list-market-page';

export type TradeSide = 'buy' | 'sell';

/** Where a side's button leads: the order ticket of `symbol`'s perpetual with that side chosen (the route decides). */
export type TicketTarget = (symbol: string, side: TradeSide) => To;

const SIDES = [
  { side: 'buy', key: 'chart.trade.buy', className: 'bg-up-fill' },
  { side: 'sell', key: 'chart.trade.sell', className: 'bg-down-fill' },
] as const;

/**
 * Buy and Sell under the chart, in the user's up and down colours, opening the ticket of the instrument's perpetual
 * (a perpetual itself, or the perpetual of a spot pair's symbol) with that side chosen. Spot trading is not built
 * yet: a pair with no perpetual says so instead of showing buttons that lead nowhere; other types show nothing.
 * On a phone the bar stays at the bottom of the screen; on a desktop it sits under the chart.
 */
export function TradeBar({
  instrument,
  ticketTarget,
}: {
  instrument: Instrument;
  ticketTarget: TicketTarget;
}) {
  const { t } = useTranslation();
  const isPerpetual = instrument.type === InstrumentType.contract;
  const isSpot = instrument.type === InstrumentType.coin;
  const perpetual = useInstrument(InstrumentType.contract, isSpot ? instrument.symbol : null);
  const name = pairName(instrument);
  const isKnown = isPerpetual || (isSpot && perpetual.isSuccess && !perpetual.isPlaceholderData);
  const hasPerpetual = isPerpetual || (isKnown && perpetual.data !== null);

  let content = null;
  if (hasPerpetual)
    content = (
      <div className="grid grid-cols-2 gap-2">
        {SIDES.map((item) => (
          <Link
            key={item.side}
            to={ticketTarget(instrument.symbol, item.side)}
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
    );
  else if (isSpot && isKnown)
    content = (
      <p className="rounded-xl bg-surface-sunken px-3 py-3 text-center text-sm text-muted">
        {t('chart.trade.spotSoon', { symbol: name })}
      </p>
    );
  if (!content) return null;

  return (
    <section
      aria-label={t('chart.trade.label', { symbol: name })}
      data-testid="trade-bar"
      className={clsx(
        'sticky bottom-0 z-10 -mx-4 border-t border-border bg-surface/95 px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] backdrop-blur',
        'sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none',
      )}
    >
      {content}
    </section>
  );
}
