import { canonicalDecimal, canonicalDecimalOrNull } from '@exchange/domain';
import {
  SubscriptionProjectStatus,
  type SubscriptionOrder,
  type SubscriptionPhase,
  type SubscriptionProject,
} from '@exchange/contracts';
import type { subscriptionOrders, subscriptionProjects } from '../../platform/db/index';
import { Wallet } from '../ledger/index';

export type ProjectRow = typeof subscriptionProjects.$inferSelect;
export type OrderRow = typeof subscriptionOrders.$inferSelect;

/** Commitments and payments are USDT of the spot wallet; tokens are distributed to the spot wallet. */
export const SUBSCRIPTION_QUOTE = 'USDT';
export const SUBSCRIPTION_WALLET = Wallet.spot;
/** Who the ledger names for the jobs' moves. */
export const SUBSCRIPTION_ACTOR = 'system:subscription';
/** Orders one job run handles per project before yielding (the next run continues). */
export const JOB_BATCH_LIMIT = 500;

/** `S` + the accepted time's digits + 7 random digits: unique, sortable, not guessable as a sequence. */
export const subscriptionOrderNumber = (nowMs: number) =>
  `S${new Date(nowMs).toISOString().replace(/\D/g, '').slice(0, 17)}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** Ledger transfer ids of an order: each movement exactly once. */
export const transferIds = (no: string) => ({
  hold: `subscription:${no}:commit`,
  pay: `subscription:${no}:pay`,
  allot: `subscription:${no}:allot`,
  refund: `subscription:${no}:refund`,
  distribute: `subscription:${no}:distribute`,
});

/** The phase the screens show: the stored status, with `open` split by the clock into upcoming / open / allotting. */
export const phaseOf = (row: ProjectRow, nowMs: number): SubscriptionPhase => {
  switch (row.status) {
    case SubscriptionProjectStatus.open:
      if (nowMs < row.startAt.getTime()) return 'upcoming';
      return nowMs < row.endAt.getTime() ? 'open' : 'allotting';
    case SubscriptionProjectStatus.allotting:
      return 'allotting';
    case SubscriptionProjectStatus.allotted:
      return 'allotted';
    case SubscriptionProjectStatus.distributed:
      return 'distributed';
    default:
      return 'listed';
  }
};

export const listedSymbolOf = (row: ProjectRow) =>
  row.status === SubscriptionProjectStatus.listed ? `${row.symbol}${SUBSCRIPTION_QUOTE}` : null;

export const toProject = (row: ProjectRow, nowMs: number): SubscriptionProject => ({
  id: row.id,
  name: row.name,
  symbol: row.symbol,
  logo: row.logo,
  description: row.description,
  kind: row.kind,
  rule: row.rule,
  price: canonicalDecimal(row.price),
  totalSupply: canonicalDecimal(row.totalSupply),
  precision: row.precision,
  minPerUser: canonicalDecimal(row.minPerUser),
  maxPerUser: canonicalDecimal(row.maxPerUser),
  startAt: row.startAt.getTime(),
  endAt: row.endAt.getTime(),
  distributeAt: row.distributeAt.getTime(),
  listAt: row.listAt.getTime(),
  status: row.status,
  phase: phaseOf(row, nowMs),
  isPaused: row.isPaused,
  requestedQuantity: canonicalDecimal(row.requestedQuantity),
  allottedQuantity: canonicalDecimalOrNull(row.allottedQuantity),
  seedHash: row.seedHash,
  seed: row.isSeedRevealed ? row.seed : null,
  listedSymbol: listedSymbolOf(row),
});

export const toOrder = (row: OrderRow, project: ProjectRow): SubscriptionOrder => ({
  id: row.id,
  no: row.no,
  projectId: row.projectId,
  projectName: project.name,
  symbol: project.symbol,
  kind: row.kind,
  rule: row.rule,
  status: row.status,
  quantity: canonicalDecimal(row.quantity),
  price: canonicalDecimal(row.price),
  amount: canonicalDecimal(row.amount),
  allottedQuantity: row.allottedAt ? canonicalDecimalOrNull(row.allottedQuantity) : null,
  allottedAmount: canonicalDecimalOrNull(row.allottedAmount),
  refundAmount: canonicalDecimalOrNull(row.refundAmount),
  ticket: row.ticket,
  committedAt: row.committedAt.getTime(),
  allottedAt: row.allottedAt?.getTime() ?? null,
  distributeAt: project.distributeAt.getTime(),
  distributedAt: row.distributedAt?.getTime() ?? null,
});
