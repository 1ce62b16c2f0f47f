import { BigNumber } from 'bignumber.js';
import type { ContractPosition, OrderInfo } from '@exchange/contracts';
import {
  CROSS,
  liquidationPriceOf,
  maintenanceMarginAt,
  marginRatioOf,
  roeOf,
  unrealisedPnlOf,
  type Direction,
  canonicalDecimalOrNull,
} from '@exchange/domain';
import type { contractPositions } from '../../platform/db/index';
import type { ContractPrice } from '../market/index';
import type { ContractSpec } from './contract-specs';

export type PositionRow = typeof contractPositions.$inferSelect;

/** The contract wallet's USDT balances as the ledger holds them. */
export interface ContractBalance {
  available: string;
  /** Held by pending limit orders. */
  frozen: string;
}

export interface ValuationSources {
  priceOf: (symbol: string) => ContractPrice | undefined;
  specOf: (instrumentId: number) => ContractSpec | undefined;
}

/** Decimals as stored (`1.500000000000000000`) in their shortest exact form. */

const zero = new BigNumber(0);
const sum = (values: readonly BigNumber[]) => values.reduce((total, value) => total.plus(value), zero);

interface Marked {
  row: PositionRow;
  mark: string | null;
  isLive: boolean;
  pnl: BigNumber;
  maintenance: BigNumber;
}

const markOf = (row: PositionRow, sources: ValuationSources): Marked => {
  const price = sources.priceOf(row.symbol);
  const spec = sources.specOf(row.instrumentId);
  if (!price || !spec) return { row, mark: null, isLive: false, pnl: zero, maintenance: zero };
  const direction = row.direction as Direction;
  return {
    row,
    mark: price.markPrice,
    isLive: price.isLive,
    pnl: new BigNumber(unrealisedPnlOf(direction, row.quantity, row.entryPrice, price.markPrice)),
    maintenance: new BigNumber(maintenanceMarginAt(spec.brackets, row.quantity, price.markPrice)),
  };
};

/** The numbers a contract account is judged by; every other figure (orderInfo, rows) derives from these. */
export interface AccountValuation {
  positions: ContractPosition[];
  orderInfo: OrderInfo;
  /** What a new order may spend: available less any cross loss beyond its position's margin (spec §4). */
  spendable: string;
  /** Contract wallet available + every cross position's margin: the collateral of the cross positions. */
  crossWalletBalance: string;
  crossPnl: string;
  crossMaintenance: string;
  totalMargin: string;
  totalPnl: string;
  positionValue: string;
}

const toNumber = (value: BigNumber) => Number(value.decimalPlaces(8, BigNumber.ROUND_DOWN).toFixed());

/**
 * Values a contract account at the current mark prices (DESIGN.md §8): unrealised PnL and maintenance margin per
 * position, each position's liquidation price (isolated: its own margin; cross: the cross wallet and the other cross
 * positions), and the live account summary of spec §3. A position without a price yet counts 0 PnL and no
 * liquidation price rather than an invented one.
 */
export const valueAccount = (
  rows: readonly PositionRow[],
  balance: ContractBalance,
  sources: ValuationSources,
): AccountValuation => {
  const marked = rows.map((row) => markOf(row, sources));
  const cross = marked.filter((entry) => entry.row.marginMode === CROSS);
  const available = new BigNumber(balance.available);
  const crossWallet = available.plus(sum(cross.map((entry) => new BigNumber(entry.row.margin))));
  const crossPnl = sum(cross.map((entry) => entry.pnl));
  const crossMaintenance = sum(cross.map((entry) => entry.maintenance));
  const excessLoss = sum(
    cross.map((entry) => BigNumber.max(zero, entry.pnl.negated().minus(entry.row.margin))),
  );
  const totalMargin = sum(marked.map((entry) => new BigNumber(entry.row.margin)));
  const totalPnl = sum(marked.map((entry) => entry.pnl));
  const walletBalance = available.plus(balance.frozen).plus(totalMargin);
  const equity = walletBalance.plus(totalPnl);
  const spendable = BigNumber.max(zero, available.minus(excessLoss));
  const positions = marked.map((entry) => toPositionRow(entry, sources, cross, crossWallet));
  return {
    positions,
    orderInfo: {
      available: toNumber(spendable),
      netWorthBigDecimal: toNumber(equity),
      profit: toNumber(totalPnl),
      balance: toNumber(walletBalance),
      // Maintenance over margin balance (held order margin is not collateral); no position, no ratio.
      marginRatio:
        marked.length === 0
          ? 0
          : Number(
              marginRatioOf(sum(marked.map((entry) => entry.maintenance)), equity.minus(balance.frozen)),
            ),
      occupyMargin: toNumber(totalMargin),
      riskRate: totalMargin.isZero() ? 0 : toNumber(equity.times(100).dividedBy(totalMargin)),
    },
    spendable: spendable.toFixed(),
    crossWalletBalance: crossWallet.toFixed(),
    crossPnl: crossPnl.toFixed(),
    crossMaintenance: crossMaintenance.toFixed(),
    totalMargin: totalMargin.toFixed(),
    totalPnl: totalPnl.toFixed(),
    positionValue: sum(
      marked.map((entry) => (entry.mark ? new BigNumber(entry.row.quantity).times(entry.mark) : zero)),
    ).toFixed(),
  };
};

const toPositionRow = (
  entry: Marked,
  sources: ValuationSources,
  cross: readonly Marked[],
  crossWallet: BigNumber,
): ContractPosition => {
  const { row } = entry;
  const spec = sources.specOf(row.instrumentId);
  const others = cross.filter((other) => other.row.id !== row.id);
  const liquidationPrice =
    spec && entry.mark
      ? liquidationPriceOf({
          direction: row.direction as Direction,
          quantity: row.quantity,
          entryPrice: row.entryPrice,
          brackets: spec.brackets,
          ...(row.marginMode === CROSS
            ? {
                walletBalance: crossWallet,
                otherMaintenance: sum(others.map((other) => other.maintenance)),
                otherPnl: sum(others.map((other) => other.pnl)),
              }
            : { walletBalance: row.margin }),
        })
      : null;
  return {
    id: row.id,
    symbol: row.symbol,
    subscribeSymbol: row.symbol,
    direction: row.direction,
    marginMode: row.marginMode,
    lever: row.lever,
    quantity: new BigNumber(row.quantity).toFixed(),
    openPrice: new BigNumber(row.entryPrice).toFixed(),
    endPrice: entry.mark,
    markStatus: entry.mark === null ? 0 : entry.isLive ? 1 : 2,
    earnestMoney: new BigNumber(row.margin).toFixed(),
    plAmount: entry.pnl.decimalPlaces(8, BigNumber.ROUND_FLOOR).toFixed(),
    plRatio: roeOf(entry.pnl, row.quantity, row.entryPrice, row.lever),
    liquidationPrice,
    maintenanceMargin: entry.maintenance.decimalPlaces(8, BigNumber.ROUND_UP).toFixed(),
    stopProfitPrice: canonicalDecimalOrNull(row.stopProfitPrice),
    stopLossPrice: canonicalDecimalOrNull(row.stopLossPrice),
    openFee: new BigNumber(row.openFee).toFixed(),
    fundingFee: new BigNumber(row.fundingFee).toFixed(),
    realisedPnl: new BigNumber(row.realisedPnl).toFixed(),
    status: row.status,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
};
