import { PositionSide } from '@exchange/contracts/enums';
import type { Direction } from '@exchange/domain/contract/position-math';

/** The side a link to the ticket chooses: `/contract?symbol=BTCUSDT&side=buy` (a chart's Buy / Sell). */
export type TicketSide = 'buy' | 'sell';

const DIRECTION_OF_SIDE: Readonly<Record<string, Direction>> = {
  buy: PositionSide.long,
  long: PositionSide.long,
  sell: PositionSide.short,
  short: PositionSide.short,
};

/** `?side=` as the ticket's direction: buy (or long) opens a long, sell (or short) a short; null otherwise. */
export function requestedDirection(search: URLSearchParams): Direction | null {
  const side = (search.get('side') ?? '').trim().toLowerCase();
  return Object.hasOwn(DIRECTION_OF_SIDE, side) ? (DIRECTION_OF_SIDE[side] ?? null) : null;
}

/** The search of the contract ticket of `symbol` with `side` chosen. */
export function ticketSearch(symbol: string, side: TicketSide): string {
  return `?${new URLSearchParams({ symbol, side }).toString()}`;
}
