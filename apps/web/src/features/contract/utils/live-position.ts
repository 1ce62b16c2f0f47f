import { roeOf, unrealisedPnlOf } from '@exchange/domain/contract/position-math';
import { asDirection } from './contract-labels';
import type { ContractPosition, PositionTick } from './contract-types';

/** A mark price and when it was taken (server time, ms). */
export interface TimedMark {
  mark: string;
  time: number;
}

/** A tick of a CONTRACT_ACCOUNT push, with the push's time. */
export interface TimedTick {
  tick: PositionTick;
  time: number;
}

/** An open position as the screen shows it: valued at the newest mark known, PnL and ROE recomputed from it. */
export interface LivePosition extends ContractPosition {
  markPrice: string | null;
  pnl: string;
  /** ROE in percent: PnL / (quantity × entry / leverage) × 100, the server's plRatio. */
  roe: string;
  liquidationPrice: string | null;
}

/**
 * Spec §4: contract PnL is recomputed on each tick. The mark is the newest of the HTTP read, the account push and the
 * market topic's `mp`; PnL and ROE follow from it with the same functions the server settles with. The liquidation
 * price moves only with the account push (for cross margin it depends on the whole account).
 */
export function toLivePosition(
  position: ContractPosition,
  tick: TimedTick | undefined,
  quote: TimedMark | undefined,
): LivePosition {
  const candidates: TimedMark[] = [];
  if (position.endPrice !== null) candidates.push({ mark: position.endPrice, time: position.updatedAt });
  if (tick) candidates.push({ mark: tick.tick.endPrice, time: tick.time });
  if (quote) candidates.push({ mark: quote.mark, time: quote.time });
  const newest = candidates.reduce<TimedMark | null>(
    (best, candidate) => (best === null || candidate.time >= best.time ? candidate : best),
    null,
  );
  const liquidationPrice = tick ? tick.tick.liquidationPrice : position.liquidationPrice;
  if (!newest)
    return { ...position, markPrice: null, pnl: position.plAmount, roe: position.plRatio, liquidationPrice };
  const pnl = unrealisedPnlOf(
    asDirection(position.direction),
    position.quantity,
    position.openPrice,
    newest.mark,
  );
  return {
    ...position,
    markPrice: newest.mark,
    pnl,
    roe: roeOf(pnl, position.quantity, position.openPrice, position.lever),
    liquidationPrice,
  };
}
