import { BigNumber } from 'bignumber.js';
import type { BadgeTone } from '@exchange/ui/badge';
import { formatDecimal } from '@exchange/ui/format';
import type { SubscriptionOrder } from '@exchange/contracts/http/subscription/index';
import type { SubscriptionProject } from '../api/projects';

export type SubscriptionPhase = SubscriptionProject['phase'];

/** Allotment rules (contracts' AllotmentRule): pro rata 1, first come 2, lottery 3. */
export const RULE_NAME = { 1: 'proRata', 2: 'firstCome', 3: 'lottery' } as const;
export type RuleNumber = keyof typeof RULE_NAME;
export const ruleNameOf = (rule: number) => RULE_NAME[rule as RuleNumber] ?? 'proRata';

/** Kinds (spec §3 instrument types): IPO 2, IEO 6. */
export const kindNameOf = (kind: number) => (kind === 2 ? 'ipo' : 'ieo');

export const PHASE_TONE: Readonly<Record<SubscriptionPhase, BadgeTone>> = {
  upcoming: 'neutral',
  open: 'success',
  allotting: 'warning',
  allotted: 'warning',
  distributed: 'neutral',
  listed: 'neutral',
};

/** Order status (contracts' SubscriptionOrderStatus): committed 0, allotted 1, distributed 2, refunded 3. */
export const ORDER_STATUS_NAME = { 0: 'committed', 1: 'allotted', 2: 'distributed', 3: 'refunded' } as const;
export const orderStatusNameOf = (status: number) =>
  ORDER_STATUS_NAME[status as keyof typeof ORDER_STATUS_NAME] ?? 'committed';
export const ORDER_STATUS_TONE: Readonly<Record<string, BadgeTone>> = {
  committed: 'warning',
  allotted: 'success',
  distributed: 'success',
  refunded: 'neutral',
};

/**
 * The next moment a project's card counts down to: the window's opening, its close, the distribution, the listing.
 * Null once nothing is scheduled (allotting runs right after the close; listed is the end).
 */
export function nextMoment(
  project: SubscriptionProject,
): { key: 'opensIn' | 'closesIn' | 'distributesIn' | 'listsIn'; at: number } | null {
  switch (project.phase) {
    case 'upcoming':
      return { key: 'opensIn', at: project.startAt };
    case 'open':
      return { key: 'closesIn', at: project.endAt };
    case 'allotted':
      return { key: 'distributesIn', at: project.distributeAt };
    case 'distributed':
      return { key: 'listsIn', at: project.listAt };
    default:
      return null;
  }
}

/** Days, hours, minutes, seconds of a non-negative duration. */
export function splitDuration(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** A decimal exactly as the server sent it (no rounding: refunds and costs are exact), at least `minDecimals`. */
export function exactDecimal(value: string | null | undefined, minDecimals = 2) {
  if (value === null || value === undefined) return formatDecimal(null, { decimals: minDecimals });
  const decimals = Math.min(18, Math.max(minDecimals, new BigNumber(value).decimalPlaces() ?? 0));
  return formatDecimal(value, { decimals });
}

/** What a quantity costs at the project's price (exact), or null for an unreadable quantity. */
export function costOf(price: string, quantity: string): string | null {
  const text = quantity.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return new BigNumber(price).times(text).toFixed();
}

export type QuantityProblem =
  | { key: 'subscription.buy.quantityRequired' }
  | { key: 'subscription.buy.quantityInvalid'; decimals: number }
  | { key: 'subscription.buy.quantityRange'; min: string; max: string }
  | { key: 'subscription.buy.quantityRemaining'; remaining: string }
  | { key: 'subscription.buy.insufficient'; available: string };

/**
 * The quantity's problem, if any: a positive number of at most the token's decimals, within the per-user limits,
 * within what remains (first come), and affordable from the available spot USDT.
 */
export function quantityProblem(
  project: SubscriptionProject,
  text: string,
  availableUsdt: string | null,
): QuantityProblem | null {
  const value = text.trim();
  if (value === '') return { key: 'subscription.buy.quantityRequired' };
  const decimals = project.precision;
  const pattern = decimals === 0 ? /^\d{1,14}$/ : new RegExp(`^\\d{1,14}(\\.\\d{1,${decimals}})?$`);
  if (!pattern.test(value) || !/[1-9]/.test(value))
    return { key: 'subscription.buy.quantityInvalid', decimals };
  const quantity = new BigNumber(value);
  if (quantity.isLessThan(project.minPerUser) || quantity.isGreaterThan(project.maxPerUser))
    return { key: 'subscription.buy.quantityRange', min: project.minPerUser, max: project.maxPerUser };
  if (project.rule === 2) {
    const remaining = new BigNumber(project.totalSupply).minus(project.requestedQuantity);
    if (quantity.isGreaterThan(remaining))
      return { key: 'subscription.buy.quantityRemaining', remaining: remaining.toFixed() };
  }
  const cost = costOf(project.price, value);
  if (availableUsdt !== null && cost !== null && new BigNumber(availableUsdt).isLessThan(cost))
    return { key: 'subscription.buy.insufficient', available: availableUsdt };
  return null;
}

/** Σ requested as a multiple of the supply (`2.5` = 2.5× over-subscribed). */
export function subscribedRatio(project: SubscriptionProject) {
  return new BigNumber(project.requestedQuantity)
    .div(project.totalSupply)
    .decimalPlaces(2, BigNumber.ROUND_DOWN)
    .toFixed();
}

export type OrderStepKey = 'committed' | 'allotted' | 'refunded' | 'distributed' | 'listed';
export interface OrderStep {
  key: OrderStepKey;
  at: number | null;
  isDone: boolean;
}

/** The steps of an order's timeline, each done (with its time) or still ahead (with its scheduled time). */
export function orderSteps(order: SubscriptionOrder, project: SubscriptionProject | null): OrderStep[] {
  const isRefunded = order.status === 3;
  const steps: OrderStep[] = [
    { key: 'committed', at: order.committedAt, isDone: true },
    {
      key: isRefunded ? 'refunded' : 'allotted',
      at: order.allottedAt ?? project?.endAt ?? null,
      isDone: order.allottedAt !== null,
    },
  ];
  if (isRefunded) return steps;
  steps.push({
    key: 'distributed',
    at: order.distributedAt ?? order.distributeAt,
    isDone: order.distributedAt !== null,
  });
  if (project) steps.push({ key: 'listed', at: project.listAt, isDone: project.phase === 'listed' });
  return steps;
}

/** Answers that mean "there is no such project or order": not found (404, and the module's codes) or a bad id (400). */
const MISSING_CODES: ReadonlySet<number> = new Set([400, 404, 1_014_000_001, 1_014_000_008]);
export const isMissingAnswer = (code: number) => MISSING_CODES.has(code);
