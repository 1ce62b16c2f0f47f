import { useState } from 'react';
import { formatPlainDecimal } from '@exchange/ui/format';
import { useWalletAsset } from '@/data/assets/get-wallet-asset';
import { useSpotFeeRate } from '../api/get-spot-fee-rate';
import { SpotDirection } from '../utils/spot-enums';
import { evaluateSpotTicket } from '../utils/spot-ticket';
import type { SpotTicketContext, SpotTicketValues } from '../utils/spot-ticket';
import type { SpotBook } from './use-spot-depth';
import type { SpotPairRow } from './use-spot-pair';
import type { SpotQuote } from './use-spot-quote';

/**
 * The spot ticket's state for one pair: the values typed, the caller's fee rates and spot balances it is checked
 * against, and the evaluation that runs on every book push (preview and problems). Remount it (key) for another pair:
 * the values start afresh, on `initialDirection` when given (a chart's Buy / Sell), else buy.
 */
export function useSpotTicket(
  pair: SpotPairRow,
  quote: SpotQuote,
  book: SpotBook | null,
  isSignedIn: boolean,
  initialDirection: SpotDirection = SpotDirection.buy,
) {
  const [values, setValues] = useState<SpotTicketValues>(() => ({
    direction: initialDirection,
    kind: 'market',
    price: '',
    triggerPrice: '',
    amount: '',
  }));
  const fees = useSpotFeeRate(pair.symbol, isSignedIn);
  const quoteBalance = useWalletAsset('spot', isSignedIn ? pair.quoteAsset : null);
  const baseBalance = useWalletAsset('spot', isSignedIn ? pair.baseAsset : null);
  const context: SpotTicketContext = {
    pair: {
      symbol: pair.symbol,
      baseAsset: pair.baseAsset,
      quoteAsset: pair.quoteAsset,
      priceAccuracy: pair.priceAccuracy,
      transactionAccuracy: pair.transactionAccuracy,
    },
    lastPrice: quote.state === 'live' ? quote.last : null,
    book,
    fees: fees.data ?? null,
    available: {
      quote: isSignedIn ? (quoteBalance.data?.available ?? null) : null,
      base: isSignedIn ? (baseBalance.data?.available ?? null) : null,
    },
  };
  const state = evaluateSpotTicket(values, context);

  const update = (patch: Partial<SpotTicketValues>) =>
    setValues((current) => {
      const next = { ...current, ...patch };
      // A limit price starts at the last price, so the user adjusts rather than types it all.
      if (next.kind !== 'market' && current.price === '' && patch.price === undefined && quote.last !== null)
        next.price = formatPlainDecimal(quote.last, pair.priceAccuracy);
      // A market buy is sized in USDT, everything else in the coin: a typed amount does not carry across.
      const unitOf = (value: SpotTicketValues) =>
        value.kind === 'market' && value.direction === SpotDirection.buy ? 'quote' : 'base';
      if (unitOf(next) !== unitOf(current) && patch.amount === undefined) next.amount = '';
      return next;
    });
  return { values, update, state, context };
}
