import { BigNumber } from 'bignumber.js';
import { and, eq, ne } from 'drizzle-orm';
import {
  BusinessType,
  ContractOrderAction,
  ContractOrderStatus,
  ContractPositionStatus,
  type ContractOrderTrigger,
} from '@exchange/contracts';
import {
  averageEntryOf,
  initialMarginOf,
  marginShareOf,
  realisedPnlOf,
  splitClose,
  tradingFeeOf,
  type Direction,
  type MarginMode,
} from '@exchange/domain';
import { contractOrders, contractPositions, type Tx } from '../../platform/db/index';
import { assert } from '../../platform/errors';
import {
  createTransfers,
  HouseAccount,
  Wallet,
  type AccountBook,
  type AccountNeeds,
  type TransferRequest,
} from '../ledger/index';
import type { ContractBalance } from './account-valuation';
import type { ContractSpec } from './contract-specs';
import { contractBalanceOf, MARGIN_ASSET, type OrderRow, type PositionRow } from './contract-store';

/** The ledger accounts a contract settlement moves money between, named so the money request's lock resolves them. */
export const CONTRACT_ACCOUNT_NEEDS = {
  user: [
    [Wallet.contract, MARGIN_ASSET],
    [Wallet.contractMargin, MARGIN_ASSET],
  ],
  house: [
    [HouseAccount.fees, MARGIN_ASSET],
    [HouseAccount.contractBook, MARGIN_ASSET],
    [HouseAccount.insuranceFund, MARGIN_ASSET],
  ],
} as const satisfies AccountNeeds;

export const contractAccountsOf = async (book: AccountBook) => ({
  wallet: await book.user(Wallet.contract, MARGIN_ASSET),
  margin: await book.user(Wallet.contractMargin, MARGIN_ASSET),
  fees: await book.house(HouseAccount.fees, MARGIN_ASSET),
  book: await book.house(HouseAccount.contractBook, MARGIN_ASSET),
  insurance: await book.house(HouseAccount.insuranceFund, MARGIN_ASSET),
});
export type ContractAccounts = Awaited<ReturnType<typeof contractAccountsOf>>;

/** Everything a move needs about who and when; `actor` goes on every transfer (`user:7`, `system:risk`). */
export interface MoveScope {
  tx: Tx;
  userId: number;
  accounts: ContractAccounts;
  now: Date;
  actor: string;
  /** The contract wallet as of the lock, before this request moved anything (undefined: read it in the transaction). */
  lockedBalance?: ContractBalance | undefined;
}

/** One leg of a settlement: a transfer id suffix, the accounts, the amount and its business type. */
type Leg = [suffix: string, debit: number, credit: number, amount: string, businessType: number];

/** Records the legs of one order's settlement as one ledger batch (ids `contract:<order no>:<suffix>`). */
export const settle = (scope: MoveScope, orderNo: string, reason: string, legs: readonly Leg[]) =>
  createTransfers(
    scope.tx,
    legs.map(([suffix, debitAccountId, creditAccountId, amount, businessType]): TransferRequest => ({
      id: `contract:${orderNo}:${suffix}`,
      debitAccountId,
      creditAccountId,
      asset: MARGIN_ASSET,
      amount,
      businessType,
      ref: `contract:${orderNo}`,
      actor: scope.actor,
      reason,
    })),
  );

export interface OpenFill {
  spec: ContractSpec;
  direction: Direction;
  marginMode: MarginMode;
  lever: number;
  quantity: string;
  price: string;
  feeRate: string;
  /** Undefined keeps the position's trigger, null clears it. */
  stopProfitPrice?: string | null | undefined;
  stopLossPrice?: string | null | undefined;
}

/**
 * Fills an opening order: its margin moves into the margin account and its fee to the fee account (the ledger refuses,
 * and everything rolls back, if the wallet cannot pay), and the position grows (average entry) or is created.
 */
export const fillOpen = async (
  scope: MoveScope,
  existing: PositionRow | null,
  fill: OpenFill,
  orderNo: string,
) => {
  const margin = initialMarginOf(fill.quantity, fill.price, fill.lever);
  const fee = tradingFeeOf(fill.quantity, fill.price, fill.feeRate);
  const { accounts } = scope;
  // The ledger batch goes last: it locks the busy house rows (fees), which every order shares, so they are held
  // from here to the commit only — the position row is written first.
  const settleOpen = () =>
    settle(scope, orderNo, `open ${fill.spec.symbol}`, [
      ['margin', accounts.wallet, accounts.margin, margin, BusinessType.contractOrder],
      ['fee', accounts.wallet, accounts.fees, fee, BusinessType.contractOpenFee],
    ]);
  const stops = {
    ...(fill.stopProfitPrice !== undefined ? { stopProfitPrice: fill.stopProfitPrice } : {}),
    ...(fill.stopLossPrice !== undefined ? { stopLossPrice: fill.stopLossPrice } : {}),
  };
  if (existing) {
    assert(existing.direction === fill.direction, 'contract: one-way positions only grow on their side');
    const [position] = await scope.tx
      .update(contractPositions)
      .set({
        quantity: new BigNumber(existing.quantity).plus(fill.quantity).toFixed(),
        entryPrice: averageEntryOf(existing.quantity, existing.entryPrice, fill.quantity, fill.price),
        margin: new BigNumber(existing.margin).plus(margin).toFixed(),
        openFee: new BigNumber(existing.openFee).plus(fee).toFixed(),
        updatedAt: scope.now,
        ...stops,
      })
      .where(eq(contractPositions.id, existing.id))
      .returning();
    assert(position, 'contract: position vanished under the account lock');
    await settleOpen();
    return { position, margin, fee };
  }
  const [position] = await scope.tx
    .insert(contractPositions)
    .values({
      userId: scope.userId,
      instrumentId: fill.spec.instrument.id,
      symbol: fill.spec.symbol,
      direction: fill.direction,
      marginMode: fill.marginMode,
      lever: fill.lever,
      quantity: fill.quantity,
      entryPrice: fill.price,
      margin,
      openFee: fee,
      createdAt: scope.now,
      updatedAt: scope.now,
      ...stops,
    })
    .returning();
  assert(position, 'contract: position insert returned nothing');
  await settleOpen();
  return { position, margin, fee };
};

export interface CloseFill {
  quantity: string;
  price: string;
  feeRate: string;
}

/**
 * Closes `quantity` of a position at `price`: its share of the margin comes back, the PnL is settled with the book
 * (a loss the holder cannot pay comes from the insurance fund, splitClose), the fee is charged from what is left, and
 * the position shrinks or closes. A fully closed position's pending limit closes are cancelled with it.
 */
export const fillClose = async (
  scope: MoveScope,
  position: PositionRow,
  fill: CloseFill,
  orderNo: string,
) => {
  const direction = position.direction as Direction;
  const marginShare = marginShareOf(position.margin, position.quantity, fill.quantity);
  const pnl = realisedPnlOf(direction, fill.quantity, position.entryPrice, fill.price);
  const { available } = await contractBalanceOf(scope.tx, scope.userId);
  const split = splitClose({
    marginMode: position.marginMode as MarginMode,
    marginShare,
    realisedPnl: pnl,
    closeFee: tradingFeeOf(fill.quantity, fill.price, fill.feeRate),
    available,
  });
  const { accounts } = scope;
  await settle(scope, orderNo, `close ${position.symbol}`, [
    ['release', accounts.margin, accounts.wallet, split.marginRelease, BusinessType.contractMarginRelease],
    ['profit', accounts.book, accounts.wallet, split.profit, BusinessType.contractProfit],
    ['loss', accounts.wallet, accounts.book, split.lossPaid, BusinessType.contractLoss],
    ['shortfall', accounts.insurance, accounts.book, split.shortfall, BusinessType.contractShortfall],
    ['fee', accounts.wallet, accounts.fees, split.feePaid, BusinessType.contractCloseFee],
  ]);
  const remaining = new BigNumber(position.quantity).minus(fill.quantity);
  const isClosed = remaining.isZero();
  const [updated] = await scope.tx
    .update(contractPositions)
    .set({
      quantity: remaining.toFixed(),
      margin: new BigNumber(position.margin).minus(marginShare).toFixed(),
      realisedPnl: new BigNumber(position.realisedPnl).plus(pnl).toFixed(),
      updatedAt: scope.now,
      ...(isClosed
        ? { status: ContractPositionStatus.closed, closePrice: fill.price, closedAt: scope.now }
        : {}),
    })
    .where(eq(contractPositions.id, position.id))
    .returning();
  assert(updated, 'contract: position vanished under the account lock');
  if (isClosed) await cancelPendingCloses(scope, position.id, orderNo);
  return { position: updated, marginShare, pnl, fee: split.feePaid };
};

/**
 * Pending limit closes of a position that no longer exists are void (no hold to release: closes hold nothing) —
 * except `orderNo`, the close being filled.
 */
export const cancelPendingCloses = (scope: MoveScope, positionId: number, orderNo: string) =>
  scope.tx
    .update(contractOrders)
    .set({ status: ContractOrderStatus.cancelled, updatedAt: scope.now })
    .where(
      and(
        eq(contractOrders.positionId, positionId),
        eq(contractOrders.status, ContractOrderStatus.pending),
        eq(contractOrders.action, ContractOrderAction.close),
        ne(contractOrders.no, orderNo),
      ),
    );

export interface OrderValues {
  no: string;
  spec: ContractSpec;
  direction: Direction;
  action: ContractOrderAction;
  orderType: 1 | 2;
  marginMode: MarginMode;
  lever: number;
  quantity: string;
  price?: string | null;
  trigger: ContractOrderTrigger;
  stopProfitPrice?: string | null | undefined;
  stopLossPrice?: string | null | undefined;
}

/** What a fill settled: where it dealt, margin posted (opens) or released (closes), fee, realised PnL (closes). */
export interface Settled {
  dealPrice: string;
  margin: string;
  fee: string;
  plAmount: string | null;
  positionId: number;
  /** Closes: the entry price of the position it closed against. */
  entryPrice?: string;
}

/** Records a filled order (an open or a close) with what it settled. */
export const insertFilledOrder = async (
  scope: MoveScope,
  values: OrderValues,
  settled: Settled,
): Promise<OrderRow> => {
  const [row] = await scope.tx
    .insert(contractOrders)
    .values({
      no: values.no,
      userId: scope.userId,
      instrumentId: values.spec.instrument.id,
      symbol: values.spec.symbol,
      direction: values.direction,
      action: values.action,
      orderType: values.orderType,
      marginMode: values.marginMode,
      lever: values.lever,
      quantity: values.quantity,
      price: values.price ?? null,
      dealPrice: settled.dealPrice,
      entryPrice: settled.entryPrice ?? null,
      margin: settled.margin,
      fee: settled.fee,
      plAmount: settled.plAmount,
      status: ContractOrderStatus.filled,
      trigger: values.trigger,
      positionId: settled.positionId,
      stopProfitPrice: values.stopProfitPrice ?? null,
      stopLossPrice: values.stopLossPrice ?? null,
      dealTime: scope.now,
      createdAt: scope.now,
      updatedAt: scope.now,
    })
    .returning();
  assert(row, 'contract: order insert returned nothing');
  return row;
};

/** Marks a pending order filled with what it settled (guarded: only a pending order changes). */
export const markFilled = async (
  scope: MoveScope,
  orderId: number,
  settled: Settled & {
    /** A close that found less left of its position than it asked for fills what was left. */
    quantity?: string;
  },
) => {
  const [row] = await scope.tx
    .update(contractOrders)
    .set({
      status: ContractOrderStatus.filled,
      dealPrice: settled.dealPrice,
      entryPrice: settled.entryPrice ?? null,
      margin: settled.margin,
      fee: settled.fee,
      plAmount: settled.plAmount,
      positionId: settled.positionId,
      ...(settled.quantity ? { quantity: settled.quantity } : {}),
      dealTime: scope.now,
      updatedAt: scope.now,
    })
    .where(and(eq(contractOrders.id, orderId), eq(contractOrders.status, ContractOrderStatus.pending)))
    .returning();
  assert(row, 'contract: a pending order changed under the account lock');
  return row;
};
