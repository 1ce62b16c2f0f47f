import { BigNumber } from 'bignumber.js';
import { and, eq, isNull, lte, or, lt } from 'drizzle-orm';
import { BusinessType, ContractPositionStatus } from '@exchange/contracts';
import { capFundingRate, CROSS, fundingPaymentOf, type Direction } from '@exchange/domain';
import { contractFundingRounds, contractPositions } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { createTransfers, type TransferRequest } from '../ledger/index';
import { runAccountWork } from './account-transaction';
import { livePriceOf, specsOf } from './contract-runtime';
import type { ContractSpec } from './contract-specs';
import { contractBalanceOf, MARGIN_ASSET, type PositionRow } from './contract-store';
import type { MoveScope } from './position-moves';

type Round = typeof contractFundingRounds.$inferSelect;

/**
 * The round of one perpetual and period: created once with the source's current rate (capped) and mark, so a
 * settlement resumed after a crash pays with the same figures. Undefined while the symbol has no live price (the
 * scheduler retries).
 */
const roundOf = async (
  context: AppContext,
  spec: ContractSpec,
  periodMs: number,
): Promise<Round | undefined> => {
  const price = livePriceOf(context, spec);
  if (price)
    await context.db
      .insert(contractFundingRounds)
      .values({
        instrumentId: spec.instrument.id,
        periodMs,
        rate: capFundingRate(price.fundingRate),
        markPrice: price.markPrice,
      })
      .onConflictDoNothing();
  const [round] = await context.db
    .select()
    .from(contractFundingRounds)
    .where(
      and(
        eq(contractFundingRounds.instrumentId, spec.instrument.id),
        eq(contractFundingRounds.periodMs, periodMs),
      ),
    );
  return round;
};

/**
 * One position's payment for one period, in its own transaction under the account lock, once (`fundedPeriodMs`).
 * A payer pays from the position margin (isolated) or from the wallet and then the margin (cross), never more than
 * that; a receiver is paid into the margin (isolated) or the wallet (cross). The other side is the book
 * (DESIGN.md §8: the book is every position's counterparty, so it pays and receives funding like one; nothing is
 * kept as a fee).
 */
const payPosition = (context: AppContext, round: Round, positionId: number, userId: number) =>
  runAccountWork(context, userId, 'system:funding', async (scope) => {
    const [position] = await scope.tx
      .select()
      .from(contractPositions)
      .where(eq(contractPositions.id, positionId));
    const isDue =
      position?.status === ContractPositionStatus.open &&
      position.createdAt.getTime() <= round.periodMs &&
      (position.fundedPeriodMs === null || position.fundedPeriodMs < round.periodMs);
    if (!position || !isDue) return { value: false, isUnchanged: true };
    const payment = new BigNumber(
      fundingPaymentOf(position.direction as Direction, position.quantity, round.markPrice, round.rate),
    );
    const moved = await moveFunding(scope, position, payment, round.periodMs);
    await scope.tx
      .update(contractPositions)
      .set({
        margin: new BigNumber(position.margin).plus(moved.marginDelta).toFixed(),
        fundingFee: new BigNumber(position.fundingFee).plus(moved.paid).toFixed(),
        fundedPeriodMs: round.periodMs,
        updatedAt: scope.now,
      })
      .where(eq(contractPositions.id, position.id));
    return { value: true, isUnchanged: moved.paid.isZero() };
  });

const moveFunding = async (scope: MoveScope, position: PositionRow, payment: BigNumber, periodMs: number) => {
  const { accounts } = scope;
  const isCross = position.marginMode === CROSS;
  const legs: [string, number, number, BigNumber][] = [];
  let marginDelta = new BigNumber(0);
  if (payment.isPositive()) {
    const available = isCross
      ? new BigNumber((await contractBalanceOf(scope.tx, scope.userId)).available)
      : null;
    const fromWallet = available ? BigNumber.min(payment, available) : new BigNumber(0);
    const fromMargin = BigNumber.min(payment.minus(fromWallet), position.margin);
    legs.push(
      ['wallet', accounts.wallet, accounts.book, fromWallet],
      ['margin', accounts.margin, accounts.book, fromMargin],
    );
    marginDelta = fromMargin.negated();
  } else if (payment.isNegative()) {
    const received = payment.negated();
    legs.push(['receive', accounts.book, isCross ? accounts.wallet : accounts.margin, received]);
    if (!isCross) marginDelta = received;
  }
  await createTransfers(
    scope.tx,
    legs.map(([leg, debitAccountId, creditAccountId, amount]): TransferRequest => ({
      id: `funding:${position.id}:${periodMs}:${leg}`,
      debitAccountId,
      creditAccountId,
      asset: MARGIN_ASSET,
      amount: amount.toFixed(),
      businessType: BusinessType.fundingRate,
      ref: `contract-position:${position.id}`,
      actor: scope.actor,
      reason: `funding ${position.symbol} ${new Date(periodMs).toISOString()}`,
    })),
  );
  const paid = legs.reduce(
    (total, [leg, , , amount]) => (leg === 'receive' ? total.minus(amount) : total.plus(amount)),
    new BigNumber(0),
  );
  return { paid, marginDelta };
};

/**
 * Settles funding for `periodMs` (00, 08 or 16 UTC) on every listed perpetual: positions opened at or before the
 * settlement time pay or receive qty × mark × rate. Idempotent: a period's round is created once, each position pays
 * once (`fundedPeriodMs`), and a round is marked settled when none is left — so the scheduler may call this again
 * after a crash or on another instance. Returns the symbols still waiting for a live price.
 */
export const settleFunding = async (context: AppContext, periodMs: number): Promise<string[]> => {
  const waiting: string[] = [];
  for (const spec of specsOf(context).listed()) {
    const round = await roundOf(context, spec, periodMs);
    if (!round) {
      waiting.push(spec.symbol);
      continue;
    }
    if (round.settledAt) continue;
    const due = await context.db
      .select({ id: contractPositions.id, userId: contractPositions.userId })
      .from(contractPositions)
      .where(
        and(
          eq(contractPositions.instrumentId, spec.instrument.id),
          eq(contractPositions.status, ContractPositionStatus.open),
          lte(contractPositions.createdAt, new Date(periodMs)),
          or(isNull(contractPositions.fundedPeriodMs), lt(contractPositions.fundedPeriodMs, periodMs)),
        ),
      );
    for (const position of due) await payPosition(context, round, position.id, position.userId);
    await context.db
      .update(contractFundingRounds)
      .set({ settledAt: new Date(context.clock.nowMs()) })
      .where(
        and(
          eq(contractFundingRounds.instrumentId, spec.instrument.id),
          eq(contractFundingRounds.periodMs, periodMs),
        ),
      );
  }
  return waiting;
};
