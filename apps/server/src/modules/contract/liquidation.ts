import { BigNumber } from 'bignumber.js';
import { eq } from 'drizzle-orm';
import {
  BusinessType,
  ContractOrderAction,
  ContractOrderTrigger,
  ContractPositionStatus,
  type ContractLiquidation,
} from '@exchange/contracts';
import {
  bankruptcyPriceOf,
  CROSS,
  isBelowMaintenance,
  maintenanceMarginAt,
  realisedPnlOf,
  splitLiquidation,
  unrealisedPnlOf,
  type Direction,
  type MarginMode,
} from '@exchange/domain';
import { contractPositions } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { orderNumber } from '../../platform/request-keys';
import { livePriceOf } from './contract-runtime';
import { runAccountWork } from './account-transaction';
import { specOfPosition } from './close-orders';
import { contractBalanceOf, openPositionOwner, openPositionsOf, type PositionRow } from './contract-store';
import { cancelPendingCloses, insertFilledOrder, settle, type MoveScope } from './position-moves';

interface Marked {
  position: PositionRow;
  markPrice: string;
}

const sum = (values: readonly (string | BigNumber)[]) =>
  values.reduce<BigNumber>((total, value) => total.plus(value), new BigNumber(0));

/** `total` split in proportion to `weights` (money units, cut), the last taking what rounding left. */
const shareOut = (total: string, weights: readonly string[]) => {
  const whole = sum(weights);
  const shares = weights.map((weight) =>
    whole.isZero()
      ? new BigNumber(0)
      : new BigNumber(total).times(weight).dividedBy(whole).decimalPlaces(8, BigNumber.ROUND_DOWN),
  );
  const rest = new BigNumber(total).minus(sum(shares.slice(0, -1)));
  return [...shares.slice(0, -1), rest];
};

/**
 * Whether positions sharing `collateral` are at or below maintenance at their marks (DESIGN.md §8): isolated, one
 * position and its margin; cross, every cross position and the cross wallet.
 */
const isLiquidatable = (context: AppContext, marked: readonly Marked[], collateral: BigNumber.Value) => {
  const pnl = sum(
    marked.map(({ position, markPrice }) =>
      unrealisedPnlOf(position.direction as Direction, position.quantity, position.entryPrice, markPrice),
    ),
  );
  const maintenance = sum(
    marked.map(({ position, markPrice }) =>
      maintenanceMarginAt(specOfPosition(context, position).brackets, position.quantity, markPrice),
    ),
  );
  return isBelowMaintenance(pnl.plus(collateral), maintenance);
};

/**
 * Closes the positions at their bankruptcy prices: the holder forfeits the collateral (isolated: the margin; cross:
 * the margins and the wallet's available balance) to the insurance fund, which settles the book at mark
 * (splitLiquidation). Never more than the collateral, so never a negative balance.
 */
const forceClose = async (
  scope: MoveScope,
  context: AppContext,
  marked: readonly Marked[],
  walletPart: string,
): Promise<ContractLiquidation> => {
  const margins = sum(marked.map(({ position }) => position.margin));
  const collateral = margins.plus(walletPart);
  const markPnl = sum(
    marked.map(({ position, markPrice }) =>
      realisedPnlOf(position.direction as Direction, position.quantity, position.entryPrice, markPrice),
    ),
  );
  const split = splitLiquidation({ collateral, markPnl });
  const nos = marked.map(() => orderNumber('C', scope.now.getTime()));
  const { accounts } = scope;
  await settle(scope, nos[0] as string, 'forced liquidation', [
    ['forfeit', accounts.margin, accounts.insurance, margins.toFixed(), BusinessType.contractLiquidation],
    ['forfeit-wallet', accounts.wallet, accounts.insurance, walletPart, BusinessType.contractLiquidation],
    ['insurance', accounts.insurance, accounts.book, split.insuranceToBook, BusinessType.contractInsurance],
    ['book', accounts.book, accounts.insurance, split.bookToInsurance, BusinessType.contractInsurance],
  ]);
  const walletShares = shareOut(
    walletPart,
    marked.map(({ position }) => position.margin),
  );
  const entries: ContractLiquidation['positions'] = [];
  for (const [index, { position, markPrice }] of marked.entries()) {
    const direction = position.direction as Direction;
    const quantity = new BigNumber(position.quantity).toFixed();
    const lost = new BigNumber(position.margin).plus(walletShares[index] ?? 0);
    const dealPrice = bankruptcyPriceOf(direction, quantity, position.entryPrice, lost);
    await scope.tx
      .update(contractPositions)
      .set({
        status: ContractPositionStatus.liquidated,
        quantity: '0',
        margin: '0',
        realisedPnl: new BigNumber(position.realisedPnl).minus(lost).toFixed(),
        closePrice: dealPrice,
        closedAt: scope.now,
        updatedAt: scope.now,
      })
      .where(eq(contractPositions.id, position.id));
    const no = nos[index] as string;
    await cancelPendingCloses(scope, position.id, no);
    await insertFilledOrder(
      scope,
      {
        no,
        spec: specOfPosition(context, position),
        direction,
        action: ContractOrderAction.close,
        orderType: 1,
        marginMode: position.marginMode as MarginMode,
        lever: position.lever,
        quantity,
        trigger: ContractOrderTrigger.liquidation,
      },
      {
        dealPrice,
        entryPrice: position.entryPrice,
        margin: position.margin,
        fee: '0',
        plAmount: lost.negated().toFixed(),
        positionId: position.id,
      },
    );
    entries.push({
      positionId: position.id,
      symbol: position.symbol,
      direction,
      quantity,
      markPrice,
      dealPrice,
    });
  }
  return {
    marginMode: marked[0]?.position.marginMode ?? CROSS,
    positions: entries,
    markPrice: marked[0]?.markPrice ?? '0',
    forfeited: collateral.toFixed(),
  };
};

/**
 * The risk engine saw a position (isolated) or an account's cross positions at or below maintenance: under the account
 * lock, re-check it exactly at the LIVE marks (a cross account needs a live mark for every cross position) and force
 * the close. Exactly once: a close, TP/SL or top-up that got there first leaves nothing to do. Returns whether it acted.
 */
export const liquidate = async (context: AppContext, positionId: number): Promise<boolean> => {
  const userId = await openPositionOwner(context.db, positionId);
  if (userId === null) return false;
  return runAccountWork(context, userId, 'system:risk', async (scope) => {
    const positions = await openPositionsOf(scope.tx, userId);
    const position = positions.find((row) => row.id === positionId);
    if (!position) return { value: false, isUnchanged: true };
    const isCross = position.marginMode === CROSS;
    const group = isCross ? positions.filter((row) => row.marginMode === CROSS) : [position];
    const marked: Marked[] = [];
    for (const row of group) {
      const price = livePriceOf(context, specOfPosition(context, row));
      // Never on a stale or missing price: wait for the feed.
      if (!price) return { value: false, isUnchanged: true };
      marked.push({ position: row, markPrice: price.markPrice });
    }
    const walletPart = isCross ? (await contractBalanceOf(scope.tx, userId)).available : '0';
    const collateral = sum([walletPart, ...group.map((row) => row.margin)]);
    if (!isLiquidatable(context, marked, collateral)) return { value: false, isUnchanged: true };
    const liquidation = await forceClose(scope, context, marked, walletPart);
    return { value: true, pushes: [{ type: 'CONTRACT_LIQUIDATION', data: liquidation }] };
  });
};
