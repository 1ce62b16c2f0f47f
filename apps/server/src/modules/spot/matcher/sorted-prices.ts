/**
 * Prices of resting orders on one side, ascending, in typed arrays (structure of arrays: `prices[i]` belongs to order
 * `ids[i]`). Insert and remove shift the tail (a memmove, microseconds at 100k); a screen is two binary searches and
 * a walk over exactly the orders the price reached. Floats only screen: every hit is re-checked with decimals.
 */
export class SortedPrices {
  private prices = new Float64Array(16);
  private ids = new Float64Array(16);
  private count = 0;

  get size() {
    return this.count;
  }

  /** The first index whose price is ≥ `price` (`size` when none). */
  lowerBound(price: number) {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.prices[middle] as number) < price) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The first index whose price is > `price` (`size` when none). */
  upperBound(price: number) {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.prices[middle] as number) <= price) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  insert(price: number, id: number) {
    if (this.count === this.prices.length) this.grow();
    const at = this.upperBound(price);
    this.prices.copyWithin(at + 1, at, this.count);
    this.ids.copyWithin(at + 1, at, this.count);
    this.prices[at] = price;
    this.ids[at] = id;
    this.count += 1;
  }

  /** Removes order `id` resting at `price`; false when it is not here. */
  remove(price: number, id: number) {
    for (let index = this.lowerBound(price); index < this.count && this.prices[index] === price; index += 1) {
      if (this.ids[index] !== id) continue;
      this.prices.copyWithin(index, index + 1, this.count);
      this.ids.copyWithin(index, index + 1, this.count);
      this.count -= 1;
      return true;
    }
    return false;
  }

  /** Calls `visit` with the id of every order in [from, to). */
  forEachIn(from: number, to: number, visit: (id: number) => void) {
    for (let index = from; index < to; index += 1) visit(this.ids[index] as number);
  }

  private grow() {
    const prices = new Float64Array(this.prices.length * 2);
    const ids = new Float64Array(this.ids.length * 2);
    prices.set(this.prices);
    ids.set(this.ids);
    this.prices = prices;
    this.ids = ids;
  }
}
