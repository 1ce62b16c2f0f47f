import type { SubscriptionOrder, SubscriptionProject } from '@exchange/contracts/http/subscription/index';

/** The moment the fixtures count from (the screens count down from the real clock). */
export const SUB_NOW = Date.now();
const HOUR = 3_600_000;

/** An IEO open for another 2 h: 0.05 USDT a token, 1,000,000 supply, 100–200,000 per user, 2.5× requested. */
export function subscriptionProject(overrides: Partial<SubscriptionProject> = {}): SubscriptionProject {
  return {
    id: 1,
    name: 'Nova Chain',
    symbol: 'NOVA',
    logo: '/favicon.svg',
    description: 'A demo IEO.',
    kind: 6,
    rule: 1,
    price: '0.05',
    totalSupply: '1000000',
    precision: 2,
    minPerUser: '100',
    maxPerUser: '200000',
    startAt: SUB_NOW - HOUR,
    endAt: SUB_NOW + 2 * HOUR,
    distributeAt: SUB_NOW + 3 * HOUR,
    listAt: SUB_NOW + 4 * HOUR,
    status: 0,
    phase: 'open',
    isPaused: false,
    requestedQuantity: '2500000',
    allottedQuantity: null,
    seedHash: null,
    seed: null,
    listedSymbol: null,
    ...overrides,
  };
}

/** A commitment of 2,000 NOVA (100 USDT), allotted 800 (40 USDT) with 60 USDT refunded, not yet distributed. */
export function subscriptionOrder(overrides: Partial<SubscriptionOrder> = {}): SubscriptionOrder {
  return {
    id: 9,
    no: 'S202611281200000000000009',
    projectId: 1,
    projectName: 'Nova Chain',
    symbol: 'NOVA',
    kind: 6,
    rule: 1,
    status: 1,
    quantity: '2000',
    price: '0.05',
    amount: '100',
    allottedQuantity: '800',
    allottedAmount: '40',
    refundAmount: '60',
    ticket: null,
    committedAt: SUB_NOW - HOUR,
    allottedAt: SUB_NOW - 60_000,
    distributeAt: SUB_NOW + 3 * HOUR,
    distributedAt: null,
    ...overrides,
  };
}
