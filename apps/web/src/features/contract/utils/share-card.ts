import { BigNumber } from 'bignumber.js';
import { ContractOrderAction, ContractOrderStatus } from '@exchange/contracts/enums';
import type { ContractOrder } from './contract-types';
import type { LivePosition } from './live-position';

/** What a PnL card shows: one position now (at the mark) or one filled close order (at its exit price). */
export interface ShareCard {
  symbol: string;
  direction: number;
  leverage: number;
  /** ROE in percent. */
  roe: string;
  pnl: string;
  entryPrice: string;
  /** The exit price of a close, or the mark of an open position. */
  exitPrice: string;
  isClosed: boolean;
  time: number;
}

/** An open position's card, valued at the mark it is shown at. Null while no mark is known. */
export function shareCardOfPosition(position: LivePosition, nowMs: number): ShareCard | null {
  if (position.markPrice === null) return null;
  return {
    symbol: position.symbol,
    direction: position.direction,
    leverage: position.lever,
    roe: position.roe,
    pnl: position.pnl,
    entryPrice: position.openPrice,
    exitPrice: position.markPrice,
    isClosed: false,
    time: nowMs,
  };
}

/**
 * A filled close order's card: its entry (`openPrice`, the position's entry it settled against) and exit prices, PnL,
 * and ROE as the PnL over the margin it released (the closed part's margin). Null for anything but a filled close
 * with its prices and PnL.
 */
export function shareCardOfOrder(order: ContractOrder, priceAccuracy: number): ShareCard | null {
  const isFilledClose =
    order.action === ContractOrderAction.close && order.status === ContractOrderStatus.filled;
  if (!isFilledClose || order.dealPrice === null || order.openPrice === null || order.plAmount === null)
    return null;
  const margin = new BigNumber(order.earnestMoney);
  return {
    symbol: order.symbol,
    direction: order.direction,
    leverage: order.lever,
    roe: margin.isGreaterThan(0)
      ? new BigNumber(order.plAmount)
          .times(100)
          .dividedBy(margin)
          .decimalPlaces(4, BigNumber.ROUND_HALF_UP)
          .toFixed()
      : '0',
    pnl: order.plAmount,
    entryPrice: new BigNumber(order.openPrice)
      .decimalPlaces(priceAccuracy, BigNumber.ROUND_HALF_UP)
      .toFixed(),
    exitPrice: order.dealPrice,
    isClosed: true,
    time: order.dealTime ?? order.createdAt,
  };
}
