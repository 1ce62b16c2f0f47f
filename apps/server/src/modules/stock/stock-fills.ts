import { BigNumber } from 'bignumber.js';
import { and, eq } from 'drizzle-orm';
import { StockOrderStatus, type ServerMessage } from '@exchange/contracts';
import {
  holdingAfterBuy,
  holdingAfterSale,
  stockBuyAmounts,
  stockRealisedPnlOf,
  stockSaleAmounts,
} from '@exchange/domain';
import { stockOrders, type Tx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { assert } from '../../platform/errors';
import { publishUserPush } from '../../platform/ws-hub/user-push';
import {
  createPending,
  createTransfers,
  HouseAccount,
  postPending,
  voidPending,
  Wallet,
  type AccountBook,
  type AccountNeeds,
} from '../ledger/index';
import type { StockQuote } from './stock-market';
import { holdingOf, saveHolding, toStockOrder, type StockOrderRow } from './stock-store';

/** Stocks are quoted in USD and paid in USDT from the spot wallet, 1:1 (module README). */
export const STOCK_ASSET = 'USDT';
export const STOCK_WALLET = Wallet.spot;

/**
 * Ledger business types of stock trading (spec §3 lists none for stocks; 1210–1219 are ours): the buy's notional to
 * the book, the sale's notional from it, the fee, a waiting buy's hold and its release.
 */
export const StockBusinessType = { buy: 1210, sell: 1211, fee: 1212, hold: 1213, release: 1214 } as const;

/** Every account a stock order may move, resolved with the account lock. */
export const STOCK_ACCOUNT_NEEDS: AccountNeeds = {
  user: [[STOCK_WALLET, STOCK_ASSET]],
  house: [
    [HouseAccount.stockBook, STOCK_ASSET],
    [HouseAccount.fees, STOCK_ASSET],
  ],
};

/** What a stock operation runs with: the money request's transaction under the user's account lock. */
export interface StockScope {
  tx: Tx;
  userId: number;
  now: Date;
  actor: string;
  accounts: AccountBook;
}

/** The order a fill settles (a new market order's draft or a waiting row). */
export type FillOrder = Pick<StockOrderRow, 'no' | 'instrumentId' | 'symbol' | 'feeRate' | 'holdId'> & {
  reservedQuantity?: string;
  /** A waiting buy's hold (notional + fee at its limit). */
  heldAmount?: string;
};

/** The columns a fill writes on its order. */
export interface FillFields {
  status: typeof StockOrderStatus.filled;
  dealPrice: string;
  dealQuantity: string;
  dealAmount: string;
  fee: string;
  quotePrice: string;
  quotedAt: Date;
  dealTime: Date;
  transferIds: string[];
  releasedCost?: string;
  realisedPnl?: string;
}

const accountsOf = async (scope: StockScope) => ({
  wallet: await scope.accounts.user(STOCK_WALLET, STOCK_ASSET),
  book: await scope.accounts.house(HouseAccount.stockBook, STOCK_ASSET),
  fees: await scope.accounts.house(HouseAccount.fees, STOCK_ASSET),
});

/** Holds a waiting buy's USDT (notional at its limit + fee) in the spot wallet; INSUFFICIENT_BALANCE if short. */
export const holdBuy = async (scope: StockScope, no: string, amount: string) => {
  const { wallet, book } = await accountsOf(scope);
  const { transfer } = await createPending(scope.tx, {
    id: `stock:${no}:hold`,
    debitAccountId: wallet,
    creditAccountId: book,
    asset: STOCK_ASSET,
    amount,
    businessType: StockBusinessType.hold,
    ref: `stock:${no}`,
    actor: scope.actor,
    reason: 'stock limit buy: hold',
  });
  return transfer.id;
};

/** Releases a waiting buy's hold, exactly once (the ledger's void); returns the release's transfer id. */
export const releaseHold = async (
  scope: StockScope,
  order: Pick<StockOrderRow, 'no' | 'holdId'>,
  why: string,
) => {
  assert(order.holdId, 'stock: a waiting buy has a hold');
  const { transfer } = await voidPending(scope.tx, {
    id: `stock:${order.no}:release`,
    pendingId: order.holdId,
    actor: scope.actor,
    businessType: StockBusinessType.release,
    reason: `stock limit buy: ${why}`,
  });
  return transfer.id;
};

const baseFill = (quote: StockQuote, now: Date) => ({
  status: StockOrderStatus.filled,
  quotePrice: quote.price,
  quotedAt: new Date(quote.time),
  dealTime: now,
});

/**
 * A waiting buy's fill at the quote that reached its limit (at or below it). Its hold is notional + fee at the limit
 * (the fee rate fixed at placement), so it covers notional + fee at the quote: the book passes the fee on to fees and
 * gives the left-over back to the wallet (`:change`; none when the quote is the limit), then the hold is posted to
 * the book. That order matters on PostgreSQL: the ledger locks a statement's accounts user-then-house by id, but not
 * across statements. A post first would hold the book while it waits for fees, and another user's trade that locks
 * fees before the book (the fees account being the older one, as on any exchange that charged fees before stocks)
 * would wait for the book: a deadlock (`stock-races.pg.test.ts`). The batch takes the wallet, fees and the book in
 * the global order and the post then needs nothing more; without a left-over the post takes the wallet last, which
 * the account lock keeps from every other money operation of this user (a staff withdrawal completion, outside that
 * lock, is the one exception). Posting rather than voiding the hold and paying afresh: a void only key-share locks
 * the book's row (its transfer's foreign key), and two fills' later updates of the row would wait on each other.
 */
const postHeldBuy = async (scope: StockScope, order: FillOrder, amounts: { fee: string; total: string }) => {
  assert(order.holdId && order.heldAmount !== undefined, 'stock: a held buy has a hold');
  const { wallet, book, fees } = await accountsOf(scope);
  const leftOver = new BigNumber(order.heldAmount).minus(amounts.total);
  assert(leftOver.isGreaterThanOrEqualTo(0), 'stock: a hold covers its fill at or below the limit');
  const common = { asset: STOCK_ASSET, ref: `stock:${order.no}`, actor: scope.actor, debitAccountId: book };
  const { transfers } = await createTransfers(scope.tx, [
    {
      ...common,
      id: `stock:${order.no}:fee`,
      creditAccountId: fees,
      amount: amounts.fee,
      businessType: StockBusinessType.fee,
      reason: 'stock buy fee',
    },
    // Zero amounts are left out of the batch (a fill exactly at the limit gives nothing back).
    {
      ...common,
      id: `stock:${order.no}:change`,
      creditAccountId: wallet,
      amount: leftOver.toFixed(),
      businessType: StockBusinessType.release,
      reason: 'stock limit buy: filled below the limit, the rest of the hold back',
    },
  ]);
  const posted = await postPending(scope.tx, {
    id: `stock:${order.no}:buy`,
    pendingId: order.holdId,
    actor: scope.actor,
    businessType: StockBusinessType.buy,
    reason: 'stock limit buy: filled',
  });
  assert(
    new BigNumber(posted.transfer.amount).isEqualTo(order.heldAmount),
    "stock: the posted hold is the order's held amount",
  );
  return [order.holdId, posted.transfer.id, ...transfers.map((transfer) => transfer.id)];
};

/** An unheld buy: the notional goes to the book and the fee to fees, one batch (INSUFFICIENT_BALANCE if short). */
const payBuy = async (
  scope: StockScope,
  order: FillOrder,
  amounts: { notional: string; fee: string },
  what: string,
) => {
  const { wallet, book, fees } = await accountsOf(scope);
  const common = { asset: STOCK_ASSET, ref: `stock:${order.no}`, actor: scope.actor, debitAccountId: wallet };
  const { transfers } = await createTransfers(scope.tx, [
    {
      ...common,
      id: `stock:${order.no}:buy`,
      creditAccountId: book,
      amount: amounts.notional,
      businessType: StockBusinessType.buy,
      reason: what,
    },
    {
      ...common,
      id: `stock:${order.no}:fee`,
      creditAccountId: fees,
      amount: amounts.fee,
      businessType: StockBusinessType.fee,
      reason: 'stock buy fee',
    },
  ]);
  return transfers.map((transfer) => transfer.id);
};

/**
 * Fills a buy of `quantity` at `price` (a waiting buy's hold pays it; otherwise the wallet does), and the holding
 * grows by the quantity and its whole cost.
 */
export const settleBuy = async (
  scope: StockScope,
  order: FillOrder,
  fill: { quantity: string; price: string; quote: StockQuote },
): Promise<FillFields> => {
  const amounts = stockBuyAmounts(fill.quantity, fill.price, order.feeRate);
  const transferIds = order.holdId
    ? await postHeldBuy(scope, order, amounts)
    : await payBuy(scope, order, amounts, `buy ${fill.quantity} ${order.symbol} at ${fill.price}`);
  const held = await holdingOf(scope.tx, scope.userId, order.instrumentId);
  const after = holdingAfterBuy(
    { quantity: held?.quantity ?? '0', costBasis: held?.costBasis ?? '0' },
    fill.quantity,
    amounts.total,
  );
  await saveHolding(
    scope.tx,
    { userId: scope.userId, instrumentId: order.instrumentId, symbol: order.symbol },
    { ...after, reservedQuantity: held?.reservedQuantity ?? '0' },
    scope.now,
  );
  return {
    ...baseFill(fill.quote, scope.now),
    dealPrice: fill.price,
    dealQuantity: fill.quantity,
    dealAmount: amounts.notional,
    fee: amounts.fee,
    transferIds,
  };
};

/**
 * Fills a sale of `quantity` at `price`: the book pays the notional into the spot wallet and the fee goes to fees
 * (one batch), the holding shrinks by the quantity (and by its reservation, for a waiting sell) and gives up its
 * share of the cost basis; the PnL realised is what the sale got after its fee minus that cost.
 */
export const settleSale = async (
  scope: StockScope,
  order: FillOrder,
  fill: { quantity: string; price: string; quote: StockQuote },
): Promise<FillFields> => {
  const held = await holdingOf(scope.tx, scope.userId, order.instrumentId);
  assert(held, 'stock: a sale has a holding');
  const sold = holdingAfterSale({ quantity: held.quantity, costBasis: held.costBasis }, fill.quantity);
  const reserved = new BigNumber(held.reservedQuantity).minus(order.reservedQuantity ?? 0);
  assert(reserved.isGreaterThanOrEqualTo(0), 'stock: a reservation is within the holding');
  const { wallet, book, fees } = await accountsOf(scope);
  const amounts = stockSaleAmounts(fill.quantity, fill.price, order.feeRate);
  const common = { asset: STOCK_ASSET, ref: `stock:${order.no}`, actor: scope.actor };
  const { transfers } = await createTransfers(scope.tx, [
    {
      ...common,
      id: `stock:${order.no}:sell`,
      debitAccountId: book,
      creditAccountId: wallet,
      amount: amounts.notional,
      businessType: StockBusinessType.sell,
      reason: `sell ${fill.quantity} ${order.symbol} at ${fill.price}`,
    },
    {
      ...common,
      id: `stock:${order.no}:fee`,
      debitAccountId: wallet,
      creditAccountId: fees,
      amount: amounts.fee,
      businessType: StockBusinessType.fee,
      reason: 'stock sale fee',
    },
  ]);
  await saveHolding(
    scope.tx,
    { userId: scope.userId, instrumentId: order.instrumentId, symbol: order.symbol },
    { ...sold.holding, reservedQuantity: reserved.toFixed() },
    scope.now,
  );
  return {
    ...baseFill(fill.quote, scope.now),
    dealPrice: fill.price,
    dealQuantity: fill.quantity,
    dealAmount: amounts.notional,
    fee: amounts.fee,
    releasedCost: sold.releasedCost,
    realisedPnl: stockRealisedPnlOf(amounts.total, sold.releasedCost),
    transferIds: transfers.map((transfer) => transfer.id),
  };
};

/** Writes a fill (or a cancellation) on a waiting order, which must still be waiting: the account lock holds it. */
export const finishWaitingOrder = async (
  scope: StockScope,
  order: StockOrderRow,
  fields: Partial<StockOrderRow>,
): Promise<StockOrderRow> => {
  const [row] = await scope.tx
    .update(stockOrders)
    .set({ ...fields, updatedAt: scope.now })
    .where(and(eq(stockOrders.id, order.id), eq(stockOrders.status, StockOrderStatus.pending)))
    .returning();
  assert(row, 'stock: a waiting order changed under the account lock');
  return row;
};

/** After commit: the order as it is now, and the spot wallet's USDT changed. */
export const stockPushes = (context: AppContext, row: StockOrderRow) => async () => {
  const messages: ServerMessage[] = [
    { type: 'STOCK_ORDER', data: toStockOrder(context, row) },
    { type: 'WALLET_UPDATE', data: { wallets: [STOCK_WALLET], coin: STOCK_ASSET } },
  ];
  for (const message of messages) await publishUserPush(context, row.userId, message);
};
