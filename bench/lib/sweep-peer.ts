import type { SyntheticBook } from './risk-data';

/**
 * The liquidation sweep's peer: the same screening as `PositionBook.sweep()` written as one bare loop over the
 * synthetic book's own typed arrays — no class, no maps, no growth, results written into preallocated typed arrays.
 * Per position: the TP/SL check, then either the isolated liquidation-price check or, for a cross position, its PnL
 * (side × quantity × (mark − entry)) and maintenance margin (bracket lookup on the notional at the mark) summed into
 * its user; then one pass over the users touched. Every mark is live in the benchmark, so there is no staleness
 * check here (the book has one).
 */
const MAX_BRACKETS = 16;

export interface PeerBook {
  data: SyntheticBook;
  caps: Float64Array;
  ratios: Float64Array;
  cums: Float64Array;
  bracketCounts: Int32Array;
  pnl: Float64Array;
  maintenance: Float64Array;
  touchedFlags: Uint8Array;
  touchedUsers: Int32Array;
  liquidations: Int32Array;
  stops: Int32Array;
  crossUsers: Int32Array;
}

export interface PeerFound {
  liquidations: number;
  stops: number;
  crossUsers: number;
}

export const peerBook = (data: SyntheticBook): PeerBook => {
  const symbols = data.symbols.length;
  const caps = new Float64Array(symbols * MAX_BRACKETS);
  const ratios = new Float64Array(symbols * MAX_BRACKETS);
  const cums = new Float64Array(symbols * MAX_BRACKETS);
  const bracketCounts = new Int32Array(symbols);
  data.symbols.forEach(({ brackets }, symbol) => {
    if (brackets.caps.length > MAX_BRACKETS) throw new Error('more brackets than the peer holds');
    caps.set(brackets.caps, symbol * MAX_BRACKETS);
    ratios.set(brackets.ratios, symbol * MAX_BRACKETS);
    cums.set(brackets.cums, symbol * MAX_BRACKETS);
    bracketCounts[symbol] = brackets.caps.length;
  });
  const users = data.userIds.length;
  return {
    data,
    caps,
    ratios,
    cums,
    bracketCounts,
    pnl: new Float64Array(users),
    maintenance: new Float64Array(users),
    touchedFlags: new Uint8Array(users),
    touchedUsers: new Int32Array(users),
    liquidations: new Int32Array(data.count),
    stops: new Int32Array(data.count),
    crossUsers: new Int32Array(users),
  };
};

/** One sweep at `marks` (one per symbol); found slots are in the peer's result arrays, counts returned. */
export const sweepPeer = (peer: PeerBook, marks: Float64Array): PeerFound => {
  const { count, symbolSlots, userSlots, sides, crossFlags, quantities, entries } = peer.data;
  const { liquidationPrices, profitPrices, lossPrices, crossWallets } = peer.data;
  const { caps, ratios, cums, bracketCounts, pnl, maintenance, touchedFlags, touchedUsers } = peer;
  let liquidations = 0;
  let stops = 0;
  let touched = 0;
  for (let slot = 0; slot < count; slot += 1) {
    const symbol = symbolSlots[slot] as number;
    const mark = marks[symbol] as number;
    const side = sides[slot] as number;
    const profit = profitPrices[slot] as number;
    const loss = lossPrices[slot] as number;
    if (side > 0 ? mark >= profit || mark <= loss : mark <= profit || mark >= loss)
      peer.stops[stops++] = slot;
    if (crossFlags[slot] === 0) {
      const liquidation = liquidationPrices[slot] as number;
      if (side > 0 ? mark <= liquidation : mark >= liquidation) peer.liquidations[liquidations++] = slot;
      continue;
    }
    const user = userSlots[slot] as number;
    if (touchedFlags[user] === 0) {
      touchedFlags[user] = 1;
      touchedUsers[touched++] = user;
    }
    const quantity = quantities[slot] as number;
    pnl[user] = (pnl[user] as number) + side * quantity * (mark - (entries[slot] as number));
    const notional = quantity * mark;
    const first = symbol * MAX_BRACKETS;
    const last = first + (bracketCounts[symbol] as number) - 1;
    let bracket = first;
    while (bracket < last && notional >= (caps[bracket] as number)) bracket += 1;
    const margin = notional * (ratios[bracket] as number) - (cums[bracket] as number);
    maintenance[user] = (maintenance[user] as number) + (margin > 0 ? margin : 0);
  }
  let crossUsers = 0;
  for (let index = 0; index < touched; index += 1) {
    const user = touchedUsers[index] as number;
    if ((crossWallets[user] as number) + (pnl[user] as number) <= (maintenance[user] as number))
      peer.crossUsers[crossUsers++] = user;
    pnl[user] = 0;
    maintenance[user] = 0;
    touchedFlags[user] = 0;
  }
  return { liquidations, stops, crossUsers };
};
