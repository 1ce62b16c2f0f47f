import { SortedPrices } from './sorted-prices';

/** Which list an order rests in. */
export const RestingList = {
  /** Limit buys: reached when the last price is at or below the limit. */
  buys: 0,
  /** Limit sells: reached when the last price is at or above the limit. */
  sells: 1,
  /** Stops waiting for the last price to rise to the trigger. */
  rises: 2,
  /** Stops waiting for the last price to fall to the trigger. */
  falls: 3,
} as const;
export type RestingList = (typeof RestingList)[keyof typeof RestingList];

/**
 * The resting orders of one spot pair: four sorted price lists. `screen(last)` visits every order the last price
 * reached — buys priced ≥ last, sells ≤ last, rising triggers ≤ last, falling triggers ≥ last — and no other.
 */
export class RestingBook {
  private readonly lists = [
    new SortedPrices(),
    new SortedPrices(),
    new SortedPrices(),
    new SortedPrices(),
  ] as const;

  get size() {
    return this.lists.reduce((total, list) => total + list.size, 0);
  }

  add(list: RestingList, price: number, id: number) {
    this.lists[list].insert(price, id);
  }

  remove(list: RestingList, price: number, id: number) {
    return this.lists[list].remove(price, id);
  }

  /** Visits the id of every order `last` reached. */
  screen(last: number, visit: (id: number) => void) {
    const [buys, sells, rises, falls] = this.lists;
    buys.forEachIn(buys.lowerBound(last), buys.size, visit);
    sells.forEachIn(0, sells.upperBound(last), visit);
    rises.forEachIn(0, rises.upperBound(last), visit);
    falls.forEachIn(falls.lowerBound(last), falls.size, visit);
  }
}
