import { BigNumber } from 'bignumber.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SpotBusinessType, SpotOrderStatus } from '@exchange/contracts';
import {
  SPOT_BUY,
  spotSettlementOf,
  type BookWalk,
  type SpotDirection,
  type SpotSettlement,
} from '@exchange/domain';
import { spotFills, spotOrders } from '../../platform/db/index';
import { assert } from '../../platform/errors';
import {
  createTransfers,
  HouseAccount,
  postPending,
  Wallet,
  type MoneyScope,
  type TransferRequest,
} from '../ledger/index';
import type { Instrument } from '../market/index';
import { FillRole, type SpotOrderRow } from './spot-store';

/** What a spot transaction works with: the money request's scope (the account lock is held). */
export type SpotScope = Pick<MoneyScope, 'tx' | 'userId' | 'now' | 'actor' | 'accounts'>;

/** One fill as it will be recorded: the price and where it came from. */
export interface PlannedFill {
  price: string;
  quantity: string;
  quoteAmount: string;
  source: 'book' | 'last';
  sourcePrice: string;
  sourceLevel: number | null;
  sourceQuantity: string | null;
  sourceTime: number;
}

export interface FillSet {
  role: 'maker' | 'taker';
  feeRate: string;
  fills: readonly PlannedFill[];
}

/** The order a fill settles: its number (transfer ids), side and assets. */
export type SettledOrder = Pick<SpotOrderRow, 'no' | 'direction' | 'baseAsset' | 'quoteAsset' | 'holdId'>;

/**
 * Whether the order's hold pays for the fill: `post` sends the whole hold to the spot book and the book gives back
 * what it holds over the payment (a resting buy filled below its limit, a triggered stop that took the book below its
 * limit); `none`, an order that never held (a market or marketable limit order), pays from the wallet.
 */
export type HoldEnd = 'post' | 'none';

/** Postgres advisory-lock key every spot fill takes before it moves money ('spob' in ASCII). */
export const SPOT_BOOK_LOCK_KEY = 0x73706f62;

/**
 * Every fill moves two rows of the house spot book (the pair's USDT and coin) and, when it pays from a hold, in two
 * statements: the hold's post locks the row of what the user pays, the batch then the other. A resting buy so locks
 * the USDT row and then the coin's, a resting sell the coin's and then the USDT row, a market order both in id
 * order: at once on PostgreSQL each would hold one row and wait for the other's — a deadlock (a probe of 100 buys and
 * 100 sells on one pair deadlocked most of them). So a fill first takes this transaction-level lock. Every spot fill
 * already waits for the book's USDT row and holds it until it commits (every pair quotes USDT), so the lock costs
 * next to no concurrency.
 */
const lockSpotBook = (scope: SpotScope) =>
  scope.tx.execute(sql`select pg_advisory_xact_lock(${SPOT_BOOK_LOCK_KEY})`);

const assetsOf = (order: SettledOrder) => {
  const isBuy = order.direction === SPOT_BUY;
  return {
    pays: isBuy ? order.quoteAsset : order.baseAsset,
    receives: isBuy ? order.baseAsset : order.quoteAsset,
  };
};

/**
 * Moves a fill set's money, under the account lock: the user's payment to the house spot book (or the hold posted to
 * it), then in one ledger batch (each account moves once by its net change) the book's delivery, the fee from what was
 * delivered to the house fees account and the hold's left-over back to the user (`change`), all after the spot book's
 * lock (`lockSpotBook`). The hold is posted, never voided and paid afresh (ledger README "Lock order inside one
 * transaction": a void leaves a key-share lock on the book's row; the post locks that row for update itself). Returns
 * the settlement and the ids of every transfer, in order.
 */
export const settleFills = async (
  scope: SpotScope,
  order: SettledOrder,
  set: FillSet,
  holdEnd: HoldEnd,
  /** The user's wallet that pays and receives: spot, or an AI order's sub-account (`ai`). */
  wallet: Wallet = Wallet.spot,
): Promise<{ settlement: SpotSettlement; transferIds: string[] }> => {
  const settlement = spotSettlementOf(order.direction as SpotDirection, set.fills, set.feeRate);
  const assets = assetsOf(order);
  const { accounts, actor, tx } = scope;
  await lockSpotBook(scope);
  const ref = `spot:${order.no}`;
  const transferIds: string[] = [];
  let change = new BigNumber(0);
  if (holdEnd === 'post') {
    assert(order.holdId, 'spot: a hold to post without a hold id');
    const { transfer } = await postPending(tx, {
      id: `${ref}:post`,
      pendingId: order.holdId,
      actor,
      businessType: SpotBusinessType.fill,
      reason: 'order filled',
    });
    change = new BigNumber(transfer.amount).minus(settlement.pays);
    assert(change.isGreaterThanOrEqualTo(0), 'spot: a fill pays more than its order holds');
    transferIds.push(transfer.id);
  }
  const leg = (suffix: string, asset: string, amount: string, businessType: number) => ({
    id: `${ref}:${suffix}`,
    asset,
    amount,
    businessType,
    ref,
    actor,
  });
  const userPays = await accounts.user(wallet, assets.pays);
  const userReceives = await accounts.user(wallet, assets.receives);
  const bookPays = await accounts.house(HouseAccount.spotBook, assets.pays);
  const bookReceives = await accounts.house(HouseAccount.spotBook, assets.receives);
  const feesReceive = await accounts.house(HouseAccount.fees, assets.receives);
  const gross = order.direction === SPOT_BUY ? settlement.quantity : settlement.quoteAmount;
  // Legs of amount 0 (no fee, a hold that was exactly the payment) are left out of the batch by the ledger.
  const requests: TransferRequest[] = [
    ...(holdEnd === 'post'
      ? []
      : [
          {
            ...leg('pay', assets.pays, settlement.pays, SpotBusinessType.fill),
            debitAccountId: userPays,
            creditAccountId: bookPays,
          },
        ]),
    {
      ...leg('receive', assets.receives, gross, SpotBusinessType.fill),
      debitAccountId: bookReceives,
      creditAccountId: userReceives,
    },
    {
      ...leg('fee', assets.receives, settlement.fee, SpotBusinessType.fee),
      debitAccountId: userReceives,
      creditAccountId: feesReceive,
    },
    {
      ...leg('change', assets.pays, change.toFixed(), SpotBusinessType.release),
      debitAccountId: bookPays,
      creditAccountId: userPays,
      reason: 'order filled better than its limit: the rest of the hold back',
    },
  ];
  const { transfers } = await createTransfers(tx, requests);
  transferIds.push(...transfers.map((transfer) => transfer.id));
  return { settlement, transferIds };
};

/** The fill rows of an order, each with its fee (the settlement's per-fill fees, in order). */
export const insertFills = async (
  scope: SpotScope,
  order: Pick<SpotOrderRow, 'id' | 'symbol' | 'direction'>,
  set: FillSet,
  settlement: SpotSettlement,
  feeAsset: string,
) => {
  if (set.fills.length === 0) return;
  await scope.tx.insert(spotFills).values(
    set.fills.map((fill, index) => ({
      orderId: order.id,
      userId: scope.userId,
      symbol: order.symbol,
      direction: order.direction,
      role: set.role === 'maker' ? FillRole.maker : FillRole.taker,
      price: fill.price,
      quantity: fill.quantity,
      quoteAmount: fill.quoteAmount,
      fee: settlement.fillFees[index] ?? '0',
      feeAsset,
      source: fill.source,
      sourcePrice: fill.sourcePrice,
      sourceLevel: fill.sourceLevel,
      sourceQuantity: fill.sourceQuantity,
      sourceTime: new Date(fill.sourceTime),
      createdAt: scope.now,
    })),
  );
};

/** The order's columns once filled. */
export const filledValues = (settlement: SpotSettlement, feeRate: string, now: Date) => ({
  status: SpotOrderStatus.filled,
  filledQuantity: settlement.quantity,
  filledQuoteAmount: settlement.quoteAmount,
  averagePrice: new BigNumber(settlement.quoteAmount)
    .div(settlement.quantity)
    .decimalPlaces(18, BigNumber.ROUND_HALF_UP)
    .toFixed(),
  feeRate,
  fee: settlement.fee,
  frozenAmount: '0',
  dealTime: now,
  updatedAt: now,
});

/**
 * Moves an open order to `values` only if it is still in one of `from`: the guard that makes a revoke racing a fill
 * resolve once (the loser updates nothing). Null when the order had already left those states.
 */
export const updateOpenOrder = async (
  scope: SpotScope,
  orderId: number,
  from: readonly number[],
  values: Partial<typeof spotOrders.$inferInsert>,
) => {
  const [row] = await scope.tx
    .update(spotOrders)
    .set(values)
    .where(and(eq(spotOrders.id, orderId), inArray(spotOrders.status, [...from])))
    .returning();
  return row ?? null;
};

/** The fills of a book walk, each with the level it took from (price, index, quantity shown) and the book's time. */
export const bookFills = (walk: BookWalk, bookTime: number): FillSet['fills'] =>
  walk.fills.map((fill) => ({
    price: fill.price,
    quantity: fill.quantity,
    quoteAmount: fill.quoteAmount,
    source: 'book' as const,
    sourcePrice: fill.price,
    sourceLevel: fill.level,
    sourceQuantity: fill.levelQuantity,
    sourceTime: bookTime,
  }));

/** The ledger accounts an order on `pair` may move, resolved with the account lock. */
export const spotAccountNeeds = (pair: Pick<Instrument, 'baseAsset' | 'quoteAsset'>) => ({
  user: [
    [Wallet.spot, pair.quoteAsset],
    [Wallet.spot, pair.baseAsset],
  ] as const,
  house: [
    [HouseAccount.spotBook, pair.quoteAsset],
    [HouseAccount.spotBook, pair.baseAsset],
    [HouseAccount.fees, pair.quoteAsset],
    [HouseAccount.fees, pair.baseAsset],
  ] as const,
});
