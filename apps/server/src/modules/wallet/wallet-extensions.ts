import { BigNumber } from 'bignumber.js';
import type { WalletCode } from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/index';
import { ExtensionPoint } from '../../platform/modules/index';
import type { Balance } from './balances';

/** A wallet's figures from its balances alone, in USDT at live prices. */
export interface WalletFigures {
  total: string;
  available: string;
  frozen: string;
}

/**
 * What a product holds on top of a wallet's balances (contract positions, fast-contract stakes), valued: the wallet's
 * figures with the holdings, and the product's section of the funds overview (spec §3). Each product contributes its
 * own, so the wallet never imports a product (ARCHITECTURE.md "Adding a module").
 */
export interface WalletValuation {
  wallet: WalletCode;
  value(
    context: AppContext,
    userId: number,
    balances: Balance[],
    plain: WalletFigures,
  ): Promise<WalletFigures & { section: object }>;
}

/**
 * A product's check before an asset leaves one of its wallets (a user's transfer, a staff debit), inside the money
 * request that moves it: it refuses, naming the field, what the product's open holdings still need.
 */
export interface WalletOutflowGuard {
  wallet: WalletCode;
  requireTransferable(
    context: AppContext,
    tx: Tx,
    move: { userId: number; asset: string; amount: string },
  ): Promise<void>;
}

/**
 * What a product holds outside every wallet's balances (stock holdings: the product's own rows, bought with a
 * wallet's coins), valued in USDT: the funds overview's and the wallet statistic's totals include it.
 */
export interface WalletHoldings {
  name: string;
  value(context: AppContext, userId: number): Promise<{ total: string; isPriceComplete: boolean }>;
}

export const WALLET_VALUATIONS = new ExtensionPoint<WalletValuation>('wallet.valuations');
export const WALLET_HOLDINGS = new ExtensionPoint<WalletHoldings>('wallet.holdings');

/** Every product's holdings outside the wallets, valued and summed. */
export const valueHoldings = async (context: AppContext, userId: number) => {
  let total = new BigNumber(0);
  let isPriceComplete = true;
  for (const holdings of context.modules.contributions(WALLET_HOLDINGS)) {
    const value = await holdings.value(context, userId);
    total = total.plus(value.total);
    isPriceComplete &&= value.isPriceComplete;
  }
  return { total, isPriceComplete };
};
export const WALLET_OUTFLOW_GUARDS = new ExtensionPoint<WalletOutflowGuard>('wallet.outflowGuards');

/** Runs every guard of `wallet` (the transfer's or debit's source). */
export const requireTransferable = async (
  context: AppContext,
  tx: Tx,
  wallet: WalletCode,
  move: { userId: number; asset: string; amount: string },
) => {
  for (const guard of context.modules.contributions(WALLET_OUTFLOW_GUARDS))
    if (guard.wallet === wallet) await guard.requireTransferable(context, tx, move);
};

/**
 * A raise of an account's withdrawal daily limits (VIP levels contribute one): a multiplier ≥ 1 of every channel's
 * limit, answered synchronously (from the contributor's memory). The largest applies.
 */
export interface WithdrawalLimitBoost {
  name: string;
  multiplierFor(context: AppContext, userId: number): string | null;
}
export const WITHDRAWAL_LIMIT_BOOSTS = new ExtensionPoint<WithdrawalLimitBoost>(
  'wallet.withdrawalLimitBoosts',
);

/** A channel's daily limit for this account: the channel's, times the largest boost (null stays unlimited). */
export const boostedDailyLimit = (context: AppContext, userId: number, dailyLimit: string | null) => {
  if (dailyLimit === null) return null;
  let multiplier = new BigNumber(1);
  for (const boost of context.modules.contributions(WITHDRAWAL_LIMIT_BOOSTS))
    multiplier = BigNumber.max(multiplier, boost.multiplierFor(context, userId) ?? 1);
  return new BigNumber(dailyLimit).times(multiplier).toFixed();
};
