import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@exchange/ui/button';
import { paths } from '@/config/paths';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { formatQuantity } from '@/lib/market-format';
import { useNow } from '@/lib/use-now';
import type { StockTicketModel } from '../hooks/use-stock-ticket';
import { formatSessionMoment } from '../utils/session-view';
import type { SessionView } from '../utils/session-view';
import { StockSide } from '../utils/stock-labels';
import { formatUsdt } from '../utils/stock-format';
import type { StockBlock } from '../utils/stock-ticket';

const BLOCK_LABELS: Record<
  StockBlock,
  | 'stockTrade.block.closed'
  | 'stockTrade.block.priceStale'
  | 'stockTrade.block.priceMissing'
  | 'stockTrade.block.noHolding'
> = {
  closed: 'stockTrade.block.closed',
  priceStale: 'stockTrade.block.priceStale',
  priceMissing: 'stockTrade.block.priceMissing',
  noHolding: 'stockTrade.block.noHolding',
};

interface StockTicketFooterProps {
  ticket: StockTicketModel;
  session: SessionView;
  isSending: boolean;
}

/**
 * The end of the ticket: what may be used (spot USDT for a buy, shares for a sale), and the submit button — which,
 * when the order cannot be sent (a market order out of session or on a stale price), says why, with the next open.
 */
export function StockTicketFooter({ ticket, session, isSending }: StockTicketFooterProps) {
  const { t, i18n } = useTranslation();
  const reasonId = useId();
  const timeZone = usePreferencesStore((state) => state.timeZone);
  const now = useNow(30_000);
  const { values, context, state, serverErrors } = ticket;
  const isBuy = values.side === StockSide.buy;
  const block = state.block;
  const opens =
    session.nextOpenAt === null
      ? null
      : formatSessionMoment(session.nextOpenAt, now, timeZone, i18n.language);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs">
        <span className="text-muted">
          {t(isBuy ? 'stockTrade.ticket.availableUsdt' : 'stockTrade.ticket.availableShares')}
        </span>
        <span dir="ltr" data-testid="stock-available" className="font-semibold tabular-nums">
          {isBuy
            ? `${formatUsdt(context.availableUsdt)} USDT`
            : formatQuantity(context.availableQuantity, context.transactionAccuracy)}
        </span>
        {isBuy ? (
          <Link
            to={paths.fundsTopUp.path}
            className="font-medium text-brand underline-offset-2 hover:underline"
          >
            {t('stockTrade.ticket.deposit')}
          </Link>
        ) : null}
      </div>
      {block === 'closed' ? (
        <p id={reasonId} className="rounded-xl bg-warning/15 px-3 py-2 text-xs text-warning">
          {opens === null
            ? t('stockTrade.block.closedNote')
            : t('stockTrade.block.closedNoteUntil', { time: opens })}
        </p>
      ) : null}
      {serverErrors.orderType ? (
        <p role="alert" className="text-xs text-danger">
          {serverErrors.orderType}
        </p>
      ) : null}
      <Button
        type="submit"
        isFullWidth
        isLoading={isSending}
        disabled={block !== null}
        aria-describedby={block === 'closed' ? reasonId : undefined}
      >
        {block !== null
          ? t(BLOCK_LABELS[block])
          : t(isBuy ? 'stockTrade.ticket.submitBuy' : 'stockTrade.ticket.submitSell', {
              symbol: context.symbol,
            })}
      </Button>
    </>
  );
}
