import { InstrumentType } from '@exchange/contracts';
import { INSTRUMENTS, contractSpecReference } from '@exchange/contracts/reference/index';
import { buildBrackets } from '@exchange/domain';
import type { BookBrackets, BookPosition } from '@exchange/server/engines/risk/position-book';

/**
 * Synthetic open positions for the risk benchmarks, as columns (so a million of them is a few typed arrays, not a
 * million objects): every listed perpetual with its seeded Binance-style brackets, users holding 1–5 positions in
 * distinct symbols, about 20 % of positions cross, leverage and size spread like a retail book, TP/SL on some.
 * Entries sit near the reference price, within a fraction of each position's margin, so a jittered mark finds a few
 * liquidations and stops per sweep rather than none or all. Deterministic for a given seed.
 */
export interface RiskSymbol {
  symbol: string;
  referencePrice: number;
  brackets: BookBrackets;
}

export interface SyntheticBook {
  count: number;
  symbols: RiskSymbol[];
  ids: Float64Array;
  /** Index of the position's symbol in `symbols`. */
  symbolSlots: Int32Array;
  /** Index of the position's owner in `userIds` / `crossWallets`. */
  userSlots: Int32Array;
  sides: Float64Array;
  crossFlags: Uint8Array;
  quantities: Float64Array;
  entries: Float64Array;
  /** The position's margin (what the book takes; for cross positions it counts towards the user's cross wallet). */
  margins: Float64Array;
  /** Isolated: the liquidation price (NaN when the position cannot be liquidated); cross: NaN. For the peer. */
  liquidationPrices: Float64Array;
  profitPrices: Float64Array;
  lossPrices: Float64Array;
  userIds: Int32Array;
  crossWallets: Float64Array;
}

/** Leverages a retail book uses, most often 10–20×. */
const LEVERAGES = [2, 3, 5, 10, 10, 10, 20, 20, 20, 25, 50, 75, 100, 125];
const CROSS_SHARE = 0.2;
const STOP_SHARE = 0.3;

/** A small deterministic generator (xorshift32), so every run and both peers see the same book. */
export const randomSource = (seed: number) => {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
};

const toBookBrackets = (baseAsset: string): { brackets: BookBrackets; leverages: number[] } => {
  const built = buildBrackets(contractSpecReference(baseAsset).tiers);
  return {
    brackets: {
      caps: Float64Array.from(built.map((bracket) => Number(bracket.notionalCap))),
      ratios: Float64Array.from(built.map((bracket) => Number(bracket.maintMarginRatio))),
      cums: Float64Array.from(built.map((bracket) => Number(bracket.cum))),
    },
    leverages: built.map((bracket) => bracket.initialLeverage),
  };
};

/** The 22 listed perpetuals with their reference prices and brackets. */
export const riskSymbols = (): (RiskSymbol & { leverages: number[] })[] =>
  INSTRUMENTS.filter((instrument) => instrument.type === InstrumentType.contract).map((instrument) => ({
    symbol: instrument.symbol,
    referencePrice: Number(instrument.referencePrice),
    ...toBookBrackets(instrument.baseAsset),
  }));

/** Index of the bracket holding `notional` (the last one beyond every cap). */
const bracketIndex = (brackets: BookBrackets, notional: number) => {
  let index = 0;
  while (index < brackets.caps.length - 1 && notional >= (brackets.caps[index] as number)) index += 1;
  return index;
};

/**
 * The isolated liquidation price, in floats, solved from first principles for the peer (the book derives its own from
 * the margin): the price P where margin + side × q × (P − entry) = q × P × MMR − cum, using the bracket that holds the
 * notional q × P at that price (the maintenance margin is continuous, so exactly one does). NaN when no price
 * liquidates the position (a long with margin ≥ its notional), 0 when every price does.
 */
export const isolatedLiquidationPrice = (
  side: number,
  quantity: number,
  entry: number,
  margin: number,
  brackets: BookBrackets,
) => {
  const base = margin - side * quantity * entry;
  if (side > 0 && base >= 0) return Number.NaN;
  if (side < 0 && base <= 0) return 0;
  const last = brackets.caps.length - 1;
  let price = Number.NaN;
  for (let index = 0; index <= last; index += 1) {
    price =
      (base + (brackets.cums[index] as number)) / (quantity * ((brackets.ratios[index] as number) - side));
    const notional = quantity * price;
    const floor = index === 0 ? 0 : (brackets.caps[index - 1] as number);
    if (notional >= floor && (index === last || notional < (brackets.caps[index] as number))) break;
  }
  return price > 0 ? price : side > 0 ? Number.NaN : 0;
};

type Columns = Omit<SyntheticBook, 'count' | 'symbols' | 'userIds' | 'crossWallets'>;

const allocate = (count: number): Columns => ({
  ids: new Float64Array(count),
  symbolSlots: new Int32Array(count),
  userSlots: new Int32Array(count),
  sides: new Float64Array(count),
  crossFlags: new Uint8Array(count),
  quantities: new Float64Array(count),
  entries: new Float64Array(count),
  margins: new Float64Array(count),
  liquidationPrices: new Float64Array(count),
  profitPrices: new Float64Array(count),
  lossPrices: new Float64Array(count),
});

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/**
 * Writes one position at `slot` and returns its margin when it is cross (it counts towards the user's cross
 * wallet), else 0. The reference price sits within 70 % of the position's distance to liquidation from its entry.
 */
const writePosition = (
  columns: Columns,
  slot: number,
  user: number,
  symbolSlot: number,
  symbol: ReturnType<typeof riskSymbols>[number],
  random: Random,
) => {
  const side = random() < 0.55 ? 1 : -1;
  const isCross = random() < CROSS_SHARE;
  const notional = 10 ** (1.3 + random() * 3.4); // 20 to 50,000 USDT, most of them small
  const bracket = bracketIndex(symbol.brackets, notional);
  const lever = Math.min(pick(random, LEVERAGES), symbol.leverages[bracket] as number);
  const distance = 1 / lever - (symbol.brackets.ratios[bracket] as number);
  const entry = symbol.referencePrice / (1 + side * (random() * 2 - 1) * 0.7 * distance);
  const quantity = notional / entry;
  const margin = notional / lever;
  const reference = symbol.referencePrice;
  columns.ids[slot] = slot + 1;
  columns.symbolSlots[slot] = symbolSlot;
  columns.userSlots[slot] = user;
  columns.sides[slot] = side;
  columns.crossFlags[slot] = isCross ? 1 : 0;
  columns.quantities[slot] = quantity;
  columns.entries[slot] = entry;
  columns.margins[slot] = margin;
  columns.liquidationPrices[slot] = isCross
    ? Number.NaN
    : isolatedLiquidationPrice(side, quantity, entry, margin, symbol.brackets);
  columns.profitPrices[slot] =
    random() < STOP_SHARE ? reference * (1 + side * (0.004 + random() * 0.08)) : Number.NaN;
  columns.lossPrices[slot] =
    random() < STOP_SHARE ? reference * (1 - side * (0.004 + random() * 0.05)) : Number.NaN;
  return isCross ? margin : 0;
};

/** `count` positions over users holding 1–5 each (distinct symbols per user, one-way mode). */
export const syntheticBook = (count: number, seed = 1): SyntheticBook => {
  const random = randomSource(seed);
  const symbols = riskSymbols();
  const columns = allocate(count);
  const userIds = new Int32Array(count);
  const crossWallets = new Float64Array(count);
  const order = symbols.map((_, index) => index);
  let users = 0;
  for (let slot = 0; slot < count;) {
    const held = Math.min(count - slot, 1 + Math.floor(random() * 5));
    const user = users;
    users += 1;
    userIds[user] = 100_000 + user;
    // The first `held` entries of a partial shuffle are the user's distinct symbols.
    for (let index = 0; index < held; index += 1) {
      const other = index + Math.floor(random() * (order.length - index));
      [order[index], order[other]] = [order[other] as number, order[index] as number];
    }
    let crossMargin = 0;
    for (let index = 0; index < held; index += 1, slot += 1) {
      const symbolSlot = order[index] as number;
      crossMargin += writePosition(columns, slot, user, symbolSlot, symbols[symbolSlot]!, random);
    }
    // Contract available beside the cross margins: between none and as much again.
    crossWallets[user] = crossMargin * (1 + random());
  }
  return {
    count,
    symbols: symbols.map(({ symbol, referencePrice, brackets }) => ({ symbol, referencePrice, brackets })),
    ...columns,
    userIds: userIds.slice(0, users),
    crossWallets: crossWallets.slice(0, users),
  };
};

/** Position `slot` as the book takes it. */
export const bookPosition = (data: SyntheticBook, slot: number): BookPosition => ({
  id: data.ids[slot] as number,
  userId: data.userIds[data.userSlots[slot] as number] as number,
  symbol: data.symbols[data.symbolSlots[slot] as number]!.symbol,
  side: (data.sides[slot] as number) > 0 ? 1 : -1,
  isCross: data.crossFlags[slot] === 1,
  quantity: data.quantities[slot] as number,
  entryPrice: data.entries[slot] as number,
  margin: data.margins[slot] as number,
  stopProfitPrice: data.profitPrices[slot] as number,
  stopLossPrice: data.lossPrices[slot] as number,
});

/**
 * Marks for one sweep: each symbol's reference price moved by a market-wide and an own jitter, each uniform within
 * ±amplitude/2 (so at most ±amplitude in all).
 */
export const jitteredMarks = (symbols: readonly RiskSymbol[], random: Random, amplitude: number) => {
  const common = (random() - 0.5) * amplitude;
  return Float64Array.from(
    symbols,
    (symbol) => symbol.referencePrice * (1 + common + (random() - 0.5) * amplitude),
  );
};
