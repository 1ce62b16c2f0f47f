import { createHash } from 'node:crypto';
import { BigNumber } from 'bignumber.js';

/**
 * The allotment rules as pure functions over exact integers: quantities are counted in the token's smallest unit
 * (10^-precision), so a floor is a true floor (no rounded division) and Σ allotted ≤ supply holds by construction.
 */

export interface AllotmentRequest {
  orderId: number;
  userId: number;
  /** Requested quantity as a decimal string with at most `precision` decimals. */
  quantity: string;
}

const scaleOf = (precision: number) => new BigNumber(10).pow(precision);

/** A decimal quantity in smallest units (exact; the quantity has at most `precision` decimals). */
export const toUnits = (quantity: string, precision: number): bigint =>
  BigInt(new BigNumber(quantity).times(scaleOf(precision)).integerValue(BigNumber.ROUND_DOWN).toFixed(0));

export const fromUnits = (units: bigint, precision: number): string =>
  new BigNumber(units.toString()).div(scaleOf(precision)).toFixed();

/** Whether `quantity` has no more decimals than the token's precision. */
export const fitsPrecision = (quantity: string, precision: number) =>
  (new BigNumber(quantity).decimalPlaces() ?? 0) <= precision;

/**
 * Pro rata (IEO, anchor Binance Launchpad): when Σ requested ≤ supply everyone gets what they asked; otherwise each
 * gets floor(requested × supply / Σ requested) in smallest units — never more than requested, Σ ≤ supply.
 */
export const allotProRata = (
  requests: readonly AllotmentRequest[],
  totalSupply: string,
  precision: number,
): Map<number, string> => {
  const supply = toUnits(totalSupply, precision);
  const asked = requests.map((request) => ({ request, units: toUnits(request.quantity, precision) }));
  const total = asked.reduce((sum, entry) => sum + entry.units, 0n);
  const result = new Map<number, string>();
  for (const { request, units } of asked) {
    const allotted = total <= supply ? units : (units * supply) / total;
    result.set(request.orderId, fromUnits(allotted, precision));
  }
  return result;
};

/** The lottery ticket of a user on a project: sha256(`projectId:userId:seed`), hex. Anyone can recompute it. */
export const lotteryTicket = (projectId: number, userId: number, seed: string) =>
  createHash('sha256').update(`${projectId}:${userId}:${seed}`).digest('hex');

export const seedHashOf = (seed: string) => createHash('sha256').update(seed).digest('hex');

/**
 * Lottery (IPO ration buy): requests ranked by ticket ascending (order id breaks a tie); in that order each gets
 * min(requested, supply left). Returns per order its ticket and allotted quantity.
 */
export const allotLottery = (
  requests: readonly AllotmentRequest[],
  totalSupply: string,
  precision: number,
  projectId: number,
  seed: string,
): Map<number, { ticket: string; quantity: string }> => {
  let left = toUnits(totalSupply, precision);
  const ranked = requests
    .map((request) => ({ request, ticket: lotteryTicket(projectId, request.userId, seed) }))
    .sort((a, b) =>
      a.ticket === b.ticket ? a.request.orderId - b.request.orderId : a.ticket < b.ticket ? -1 : 1,
    );
  const result = new Map<number, { ticket: string; quantity: string }>();
  for (const { request, ticket } of ranked) {
    const asked = toUnits(request.quantity, precision);
    const allotted = asked < left ? asked : left;
    left -= allotted;
    result.set(request.orderId, { ticket, quantity: fromUnits(allotted, precision) });
  }
  return result;
};
