/**
 * The risk engine's view of every open position, as typed arrays (structure of arrays) so one sweep over 100k
 * positions is a tight loop without allocation. Numbers here are floats: they only SCREEN (DESIGN.md §5); every action
 * they suggest is re-checked with exact decimals under the account lock before anything moves.
 */

export interface BookPosition {
  id: number;
  userId: number;
  symbol: string;
  /** +1 long, −1 short. */
  side: 1 | -1;
  isCross: boolean;
  quantity: number;
  entryPrice: number;
  /** Isolated: the position's margin, from which the book derives its liquidation price. Cross: ignored. */
  margin: number;
  /** NaN when not set. */
  stopProfitPrice: number;
  stopLossPrice: number;
}

/** A symbol's maintenance brackets as parallel arrays: notional cap, MMR and cum per bracket, ascending. */
export interface BookBrackets {
  caps: Float64Array;
  ratios: Float64Array;
  cums: Float64Array;
}

/** What a sweep found: positions to liquidate (isolated, or one position of a cross account), stops to fire. */
export interface SweepResult {
  liquidations: number[];
  stops: number[];
  /** Users whose cross positions sit at or below maintenance (one action liquidates all of them). */
  crossUsers: number[];
  swept: number;
}

const INITIAL_CAPACITY = 1024;

export class PositionBook {
  private capacity = INITIAL_CAPACITY;
  private count = 0;
  private ids = new Float64Array(INITIAL_CAPACITY);
  private userSlots = new Int32Array(INITIAL_CAPACITY);
  private symbolSlots = new Int32Array(INITIAL_CAPACITY);
  private sides = new Float64Array(INITIAL_CAPACITY);
  private crossFlags = new Uint8Array(INITIAL_CAPACITY);
  private quantities = new Float64Array(INITIAL_CAPACITY);
  private entries = new Float64Array(INITIAL_CAPACITY);
  private liquidationPrices = new Float64Array(INITIAL_CAPACITY);
  private profitPrices = new Float64Array(INITIAL_CAPACITY);
  private lossPrices = new Float64Array(INITIAL_CAPACITY);
  private readonly slotById = new Map<number, number>();

  // Symbols: mark price, liveness and brackets.
  private readonly symbolIndex = new Map<string, number>();
  private readonly symbolNames: string[] = [];
  private marks = new Float64Array(64);
  private live = new Uint8Array(64);
  private readonly brackets: (BookBrackets | undefined)[] = [];

  // Users: cross wallet balance (available + cross margins) and per-sweep accumulators.
  private readonly userIndex = new Map<number, number>();
  private readonly userIds: number[] = [];
  private crossWallets = new Float64Array(256);
  private crossPnl = new Float64Array(256);
  private crossMaintenance = new Float64Array(256);
  private crossStale = new Uint8Array(256);
  private crossTouched = new Uint8Array(256);

  get size() {
    return this.count;
  }

  symbolSlot(symbol: string): number {
    let slot = this.symbolIndex.get(symbol);
    if (slot === undefined) {
      slot = this.symbolNames.length;
      this.symbolNames.push(symbol);
      this.symbolIndex.set(symbol, slot);
      if (slot >= this.marks.length) {
        this.marks = grow(this.marks, slot * 2);
        this.live = grow(this.live, slot * 2);
      }
    }
    return slot;
  }

  setBrackets(symbol: string, brackets: BookBrackets) {
    this.brackets[this.symbolSlot(symbol)] = brackets;
  }

  /** The mark a sweep uses; `isLive` false (stale, or no price) means positions of the symbol are not acted on. */
  setMark(symbol: string, markPrice: number, isLive: boolean) {
    const slot = this.symbolSlot(symbol);
    this.marks[slot] = markPrice;
    this.live[slot] = isLive && markPrice > 0 ? 1 : 0;
  }

  private userSlot(userId: number): number {
    let slot = this.userIndex.get(userId);
    if (slot === undefined) {
      slot = this.userIds.length;
      this.userIds.push(userId);
      this.userIndex.set(userId, slot);
      if (slot >= this.crossWallets.length) {
        const size = slot * 2;
        this.crossWallets = grow(this.crossWallets, size);
        this.crossPnl = grow(this.crossPnl, size);
        this.crossMaintenance = grow(this.crossMaintenance, size);
        this.crossStale = grow(this.crossStale, size);
        this.crossTouched = grow(this.crossTouched, size);
      }
    }
    return slot;
  }

  /** The user's cross collateral: contract available + the margin of every cross position. */
  setCrossWallet(userId: number, amount: number) {
    this.crossWallets[this.userSlot(userId)] = amount;
  }

  /** Adds or replaces a position. */
  upsert(position: BookPosition) {
    let slot = this.slotById.get(position.id);
    if (slot === undefined) {
      if (this.count === this.capacity) this.resize(this.capacity * 2);
      slot = this.count;
      this.count += 1;
      this.slotById.set(position.id, slot);
    }
    const user = this.userSlot(position.userId);
    this.ids[slot] = position.id;
    this.userSlots[slot] = user;
    this.symbolSlots[slot] = this.symbolSlot(position.symbol);
    this.sides[slot] = position.side;
    this.crossFlags[slot] = position.isCross ? 1 : 0;
    this.quantities[slot] = position.quantity;
    this.entries[slot] = position.entryPrice;
    this.liquidationPrices[slot] = position.isCross
      ? Number.NaN
      : this.isolatedLiquidationPrice(position, this.brackets[this.symbolSlots[slot] as number]);
    this.profitPrices[slot] = position.stopProfitPrice;
    this.lossPrices[slot] = position.stopLossPrice;
  }

  /** Removes a position (swap with the last slot, so the arrays stay dense). */
  remove(positionId: number) {
    const slot = this.slotById.get(positionId);
    if (slot === undefined) return;
    const last = this.count - 1;
    this.slotById.delete(positionId);
    if (slot !== last) {
      this.ids[slot] = this.ids[last] as number;
      this.userSlots[slot] = this.userSlots[last] as number;
      this.symbolSlots[slot] = this.symbolSlots[last] as number;
      this.sides[slot] = this.sides[last] as number;
      this.crossFlags[slot] = this.crossFlags[last] as number;
      this.quantities[slot] = this.quantities[last] as number;
      this.entries[slot] = this.entries[last] as number;
      this.liquidationPrices[slot] = this.liquidationPrices[last] as number;
      this.profitPrices[slot] = this.profitPrices[last] as number;
      this.lossPrices[slot] = this.lossPrices[last] as number;
      this.slotById.set(this.ids[slot] as number, slot);
    }
    this.count = last;
  }

  /** Removes every position of a user (before reloading them). */
  removeUser(userId: number, positionIds: Iterable<number>) {
    for (const id of positionIds) this.remove(id);
    const slot = this.userIndex.get(userId);
    if (slot !== undefined) this.crossWallets[slot] = 0;
  }

  /**
   * One pass over every position at the current marks: an isolated position whose mark reached its liquidation price,
   * a position whose mark reached its take-profit or stop-loss, and — summed per user — cross accounts whose cross
   * wallet + cross PnL is at or below their cross maintenance margin. Symbols without a live mark are skipped, and so
   * is a cross account with any such symbol (never act on a stale or missing price).
   */
  sweep(): SweepResult {
    const liquidations: number[] = [];
    const stops: number[] = [];
    const touchedUsers: number[] = [];
    const { marks, live, sides, quantities, entries, liquidationPrices, profitPrices, lossPrices } = this;
    for (let slot = 0; slot < this.count; slot += 1) {
      const symbol = this.symbolSlots[slot] as number;
      const isCross = this.crossFlags[slot] === 1;
      const user = this.userSlots[slot] as number;
      if (live[symbol] === 0) {
        if (isCross) this.crossStale[user] = 1;
        continue;
      }
      const mark = marks[symbol] as number;
      const side = sides[slot] as number;
      const profit = profitPrices[slot] as number;
      const loss = lossPrices[slot] as number;
      // NaN compares false, so an unset trigger never fires.
      if (side > 0 ? mark >= profit || mark <= loss : mark <= profit || mark >= loss)
        stops.push(this.ids[slot] as number);
      if (!isCross) {
        const liquidation = liquidationPrices[slot] as number;
        if (side > 0 ? mark <= liquidation : mark >= liquidation) liquidations.push(this.ids[slot] as number);
        continue;
      }
      const quantity = quantities[slot] as number;
      if (this.crossTouched[user] === 0) {
        this.crossTouched[user] = 1;
        touchedUsers.push(user);
      }
      this.crossPnl[user] =
        (this.crossPnl[user] as number) + side * quantity * (mark - (entries[slot] as number));
      this.crossMaintenance[user] =
        (this.crossMaintenance[user] as number) + this.maintenance(symbol, quantity * mark);
    }
    const crossUsers: number[] = [];
    for (const user of touchedUsers) {
      const wallet = this.crossWallets[user] as number;
      if (
        this.crossStale[user] === 0 &&
        wallet + (this.crossPnl[user] as number) <= (this.crossMaintenance[user] as number)
      )
        crossUsers.push(this.userIds[user] as number);
      this.crossPnl[user] = 0;
      this.crossMaintenance[user] = 0;
      this.crossTouched[user] = 0;
    }
    this.crossStale.fill(0);
    return { liquidations, stops, crossUsers, swept: this.count };
  }

  /**
   * The domain's `liquidationPriceOf` for an isolated position, in floats (screening only, DESIGN.md §5): the bracket
   * is the first whose cap the margin surplus (base + side × cap − MM(cap)) has crossed. NaN when no price liquidates
   * it (a long margined down to 0), 0 when every price does. Without brackets: NaN (the symbol is not listed).
   */
  private isolatedLiquidationPrice(position: BookPosition, brackets: BookBrackets | undefined): number {
    const { side, quantity, entryPrice, margin } = position;
    if (!brackets || quantity <= 0) return Number.NaN;
    const base = margin - side * quantity * entryPrice;
    if (side > 0 && base >= 0) return Number.NaN;
    if (side < 0 && base <= 0) return 0;
    const { caps, ratios, cums } = brackets;
    let index = 0;
    for (; index < caps.length - 1; index += 1) {
      const cap = caps[index] as number;
      const surplus = base + side * cap - (cap * (ratios[index] as number) - (cums[index] as number));
      if (side > 0 ? surplus >= 0 : surplus <= 0) break;
    }
    const price = (base + (cums[index] as number)) / (quantity * ((ratios[index] as number) - side));
    return price > 0 ? price : side > 0 ? Number.NaN : 0;
  }

  private maintenance(symbol: number, notional: number): number {
    const brackets = this.brackets[symbol];
    if (!brackets) return 0;
    const { caps, ratios, cums } = brackets;
    const last = caps.length - 1;
    let index = 0;
    while (index < last && notional >= (caps[index] as number)) index += 1;
    const margin = notional * (ratios[index] as number) - (cums[index] as number);
    return margin > 0 ? margin : 0;
  }

  private resize(capacity: number) {
    this.capacity = capacity;
    this.ids = grow(this.ids, capacity);
    this.userSlots = grow(this.userSlots, capacity);
    this.symbolSlots = grow(this.symbolSlots, capacity);
    this.sides = grow(this.sides, capacity);
    this.crossFlags = grow(this.crossFlags, capacity);
    this.quantities = grow(this.quantities, capacity);
    this.entries = grow(this.entries, capacity);
    this.liquidationPrices = grow(this.liquidationPrices, capacity);
    this.profitPrices = grow(this.profitPrices, capacity);
    this.lossPrices = grow(this.lossPrices, capacity);
  }
}

type TypedArray = Float64Array | Int32Array | Uint8Array;

function grow<T extends TypedArray>(array: T, size: number): T {
  const next = new (array.constructor as new (length: number) => T)(Math.max(size, array.length));
  next.set(array);
  return next;
}
