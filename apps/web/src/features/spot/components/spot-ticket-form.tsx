import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { capInputDecimals } from '@exchange/domain/format/amount';
import { TextField } from '@exchange/ui/text-field';
import { useSpotFieldErrors } from '../hooks/use-spot-field-errors';
import type { SpotPairRow } from '../hooks/use-spot-pair';
import type { SpotQuote } from '../hooks/use-spot-quote';
import { useSpotSubmit } from '../hooks/use-spot-submit';
import type { useSpotTicket } from '../hooks/use-spot-ticket';
import { SpotDirection } from '../utils/spot-enums';
import { QUOTE_INPUT_DECIMALS, amountForShare, shareOfAmount } from '../utils/spot-ticket';
import type { SpotTicketField, SpotTicketValues } from '../utils/spot-ticket';
import { PercentSlider } from './percent-slider';
import { SpotTicketFooter } from './spot-ticket-footer';
import { SpotTicketPreview } from './spot-ticket-preview';
import { TicketKindTabs } from './ticket-kind-tabs';
import { TicketSideTabs } from './ticket-side-tabs';

interface SpotTicketFormProps {
  pair: SpotPairRow;
  quote: SpotQuote;
  ticket: ReturnType<typeof useSpotTicket>;
  isSignedIn: boolean;
}

/**
 * The spot order form: buy or sell; market, limit or stop-limit; price and trigger where they apply; the amount (a
 * market buy spends USDT, everything else counts the coin) with a slider of the available balance; the preview;
 * the available balance and the submit button. Refusals show under the field the server names.
 */
export function SpotTicketForm({ pair, quote, ticket, isSignedIn }: SpotTicketFormProps) {
  const { t } = useTranslation();
  const { values, state, context } = ticket;
  const errors = useSpotFieldErrors(values, state.problems);
  const send = useSpotSubmit({
    onPlaced: () => {
      errors.reset();
      ticket.update({ amount: '' });
    },
    onFieldError: errors.setServerError,
  });
  const change = (patch: Partial<SpotTicketValues>, fields: SpotTicketField[]) => {
    errors.clearServerErrors(fields);
    ticket.update(patch);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    errors.markSubmitted();
    if (state.request && quote.state === 'live' && !send.isPending) send.submit(state.request);
  };
  const isBuy = values.direction === SpotDirection.buy;
  const availableAsset = isBuy ? pair.quoteAsset : pair.baseAsset;
  const available = isBuy ? context.available.quote : context.available.base;
  const isQuoteAmount = state.amountUnit === 'quote';
  const priceField = (field: 'price' | 'triggerPrice', label: string, hint?: string) => (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      value={values[field]}
      onChange={(event) =>
        change({ [field]: capInputDecimals(event.target.value, pair.priceAccuracy) }, [field])
      }
      hint={hint}
      error={errors.of(field)}
    />
  );
  const canShare = isSignedIn && amountForShare(1, values, context) !== null;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('spot.ticket.label')}
      className="flex min-w-0 flex-col gap-2.5"
    >
      <TicketSideTabs value={values.direction} onChange={(direction) => change({ direction }, ['amount'])} />
      <TicketKindTabs
        value={values.kind}
        onChange={(kind) => change({ kind }, ['price', 'triggerPrice', 'amount'])}
      />
      {values.kind === 'stopLimit'
        ? priceField(
            'triggerPrice',
            t('spot.ticket.trigger', { asset: pair.quoteAsset }),
            t('spot.ticket.triggerHint'),
          )
        : null}
      {values.kind === 'market' ? (
        <p className="rounded-lg bg-surface-sunken px-2 py-2.5 text-xs text-muted">
          {t('spot.ticket.marketPrice')}
        </p>
      ) : (
        priceField('price', t('spot.ticket.price', { asset: pair.quoteAsset }))
      )}
      <TextField
        label={
          isQuoteAmount
            ? t('spot.ticket.total', { asset: pair.quoteAsset })
            : t('spot.ticket.amount', { asset: pair.baseAsset })
        }
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={values.amount}
        onChange={(event) =>
          change(
            {
              amount: capInputDecimals(
                event.target.value,
                isQuoteAmount ? QUOTE_INPUT_DECIMALS : pair.transactionAccuracy,
              ),
            },
            ['amount'],
          )
        }
        error={errors.of('amount')}
      />
      <PercentSlider
        value={shareOfAmount(values, context)}
        isDisabled={!canShare}
        onChange={(percent) =>
          change({ amount: percent === 0 ? '' : (amountForShare(percent / 100, values, context) ?? '') }, [
            'amount',
          ])
        }
      />
      <SpotTicketPreview pair={pair} preview={state.preview} />
      <SpotTicketFooter
        isSignedIn={isSignedIn}
        direction={values.direction}
        baseAsset={pair.baseAsset}
        availableAsset={availableAsset}
        available={available}
        priceState={quote.state}
        symbol={pair.symbol}
        isSending={send.isPending}
      />
    </form>
  );
}
