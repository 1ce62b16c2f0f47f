import { BigNumber } from 'bignumber.js';
import { WALLET_CODES, type WalletAsset, type WalletCode } from '@exchange/contracts';
import type { DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { userBalances } from '../ledger/index';
import { assetPriceUsdt, listedSpotAssets } from '../market/index';

export interface Balance {
  wallet: WalletCode;
  asset: string;
  available: string;
  frozen: string;
}

/** The user's balances in the wallets of this module (house-style wallets of later issues are left out). */
export const readBalances = async (db: DbOrTx, userId: number): Promise<Balance[]> =>
  (await userBalances(db, userId)).filter((row): row is Balance =>
    (WALLET_CODES as readonly string[]).includes(row.wallet),
  );

/** Assets this exchange holds for users: USDT and the listed spot coins (a delisted coin stays where it is). */
export const requireKnownAsset = (context: AppContext, coin: string, field = 'coin') => {
  if (!listedSpotAssets(context).includes(coin))
    fail('BAD_REQUEST', { field, values: { reason: 'is not an asset of this exchange' } });
};

/** Values in USDT keep 8 decimals, cut towards zero (a valuation never overstates). */
const USDT_DECIMALS = 8;
export const toUsdt = (value: BigNumber) =>
  value.decimalPlaces(USDT_DECIMALS, BigNumber.ROUND_DOWN).toFixed();

/** One asset in one wallet with its live USDT value; an unpriced asset is worth '0' with priceStatus 0. */
export const valueAsset = (
  context: AppContext,
  wallet: WalletCode,
  asset: string,
  balance?: Pick<Balance, 'available' | 'frozen'>,
): WalletAsset => {
  const available = new BigNumber(balance?.available ?? 0);
  const frozen = new BigNumber(balance?.frozen ?? 0);
  const total = available.plus(frozen);
  const price = assetPriceUsdt(context, asset);
  return {
    wallet,
    coin: asset,
    available: available.toFixed(),
    frozen: frozen.toFixed(),
    total: total.toFixed(),
    price: price?.price ?? null,
    priceStatus: price?.status ?? 0,
    valueUsdt: price ? toUsdt(total.times(price.price)) : '0',
  };
};

/**
 * A wallet's assets: for spot every listed asset (zero balances too, so the user sees what can be deposited),
 * for the others what the user holds; assets held but no longer listed are always included.
 */
export const walletAssets = (context: AppContext, balances: Balance[], wallet: WalletCode) => {
  const held = balances.filter((balance) => balance.wallet === wallet);
  const assets = wallet === 'spot' ? listedSpotAssets(context) : [];
  for (const balance of held) if (!assets.includes(balance.asset)) assets.push(balance.asset);
  if (assets.length === 0) assets.push('USDT');
  return assets.map((asset) =>
    valueAsset(
      context,
      wallet,
      asset,
      held.find((balance) => balance.asset === asset),
    ),
  );
};

/** Sums of a wallet's rows in USDT; `isPriceComplete` is false when a held asset had no live price. */
export const walletTotals = (rows: WalletAsset[]) => {
  let total = new BigNumber(0);
  let available = new BigNumber(0);
  let frozen = new BigNumber(0);
  let isPriceComplete = true;
  for (const row of rows) {
    total = total.plus(row.valueUsdt);
    if (row.price !== null) {
      available = available.plus(new BigNumber(row.available).times(row.price));
      frozen = frozen.plus(new BigNumber(row.frozen).times(row.price));
    }
    if (row.priceStatus !== 1 && new BigNumber(row.total).isGreaterThan(0)) isPriceComplete = false;
  }
  return { total: toUsdt(total), available: toUsdt(available), frozen: toUsdt(frozen), isPriceComplete };
};
