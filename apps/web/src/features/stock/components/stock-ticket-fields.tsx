import { useTranslation } from 'react-i18next';
import { TextField } from '@exchange/ui/text-field';
import { SegmentedControl } from '@/components/ui/segmented-control';
import type { StockTicketModel } from '../hooks/use-stock-ticket';
import { EMPTY_SIZE } from '../hooks/use-stock-ticket';
import { StockOrderType, StockSide } from '../utils/stock-labels';
import type { StockProblem } from '../utils/stock-ticket';

const SHARES = [0.25, 0.5, 0.75, 1] as const;

interface StockTicketFieldsProps {
  ticket: StockTicketModel;
  /** Whether a problem of a typed field is shown yet (after a submit attempt, or once something is typed). */
  isSubmitted: boolean;
}

/** Order type, the limit price, the size (shares, or USDT for a market buy) and the quick shares of what is free. */
export function StockTicketFields({ ticket, isSubmitted }: StockTicketFieldsProps) {
  const { t } = useTranslation();
  const { values, state, serverErrors, update } = ticket;
  const isBuy = values.side === StockSide.buy;
  const isMarket = values.orderType === StockOrderType.market;
  const isAmount = isBuy && isMarket && values.amountMode === 'amount';
  const message = (problem: StockProblem | undefined, text: string) => {
    if (!problem || !(isSubmitted || (text.trim() !== '' && problem.key !== 'required'))) return undefined;
    return t(`stockTrade.errors.${problem.key}`, problem.values);
  };
  return (
    <>
      <SegmentedControl
        label={t('stockTrade.ticket.orderType')}
        value={String(values.orderType)}
        onChange={(value) =>
          update({
            orderType: Number(value) === StockOrderType.limit ? StockOrderType.limit : StockOrderType.market,
          })
        }
        options={[
          { value: String(StockOrderType.market), label: t('stockTrade.orderType.market') },
          { value: String(StockOrderType.limit), label: t('stockTrade.orderType.limit') },
        ]}
      />
      {!isMarket ? (
        <TextField
          label={t('stockTrade.ticket.limitPrice')}
          inputMode="decimal"
          autoComplete="off"
          value={values.price}
          onChange={(event) => update({ price: event.target.value })}
          end={<span className="text-xs text-muted">USD</span>}
          error={serverErrors.price ?? message(state.problems.price, values.price)}
        />
      ) : null}
      {isBuy && isMarket ? (
        <SegmentedControl
          label={t('stockTrade.ticket.sizeIn')}
          value={values.amountMode}
          onChange={(amountMode) => update({ amountMode, ...EMPTY_SIZE })}
          options={[
            { value: 'quantity', label: t('stockTrade.ticket.inShares') },
            { value: 'amount', label: t('stockTrade.ticket.inUsdt') },
          ]}
        />
      ) : null}
      {isAmount ? (
        <TextField
          label={t('stockTrade.ticket.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={(event) => update({ amount: event.target.value, isWhole: false })}
          end={<span className="text-xs text-muted">USDT</span>}
          error={serverErrors.amount ?? message(state.problems.amount, values.amount)}
        />
      ) : (
        <TextField
          label={t('stockTrade.ticket.quantity')}
          inputMode="decimal"
          autoComplete="off"
          value={values.quantity}
          onChange={(event) => update({ quantity: event.target.value, isWhole: false })}
          end={<span className="text-xs text-muted">{t('stockTrade.ticket.sharesUnit')}</span>}
          error={serverErrors.quantity ?? message(state.problems.quantity, values.quantity)}
        />
      )}
      <div
        role="group"
        aria-label={t('stockTrade.ticket.shareOfAvailable')}
        className="grid grid-cols-4 gap-1"
      >
        {SHARES.map((share) => (
          <button
            key={share}
            type="button"
            onClick={() => ticket.applyShare(share)}
            className="min-h-8 rounded-lg border border-border text-xs font-medium hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t('stockTrade.ticket.percent', { percent: share * 100 })}
          </button>
        ))}
      </div>
    </>
  );
}
