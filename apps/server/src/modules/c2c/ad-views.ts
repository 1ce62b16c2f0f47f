import { BigNumber } from 'bignumber.js';
import { inArray } from 'drizzle-orm';
import type { C2cAd } from '@exchange/contracts';
import { c2cMerchants, exchangeRates, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { c2cMethodsById } from './c2c-methods';
import { adPriceOf, plain, type AdRow } from './c2c-rules';
import { merchantStatsOf, statsOr } from './merchants';

/** Units per USDT of each fiat the ads name (enabled rates only). */
export const fiatRatesOf = async (db: DbOrTx, fiats: readonly string[]) => {
  if (fiats.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      exchange: exchangeRates.exchange,
      price: exchangeRates.price,
      isEnabled: exchangeRates.isEnabled,
    })
    .from(exchangeRates)
    .where(inArray(exchangeRates.exchange, [...new Set(fiats)]));
  return new Map(
    rows.filter((row) => row.isEnabled).map((row) => [row.exchange, new BigNumber(row.price).toFixed()]),
  );
};

/** Ads as the API shows them: merchant name and 30-day figures, accepted methods, the price an order gets now. */
export const toAds = async (context: AppContext, db: DbOrTx, rows: readonly AdRow[]): Promise<C2cAd[]> => {
  const makers = [...new Set(rows.map((row) => row.userId))];
  const [merchants, stats, methods, rates] = await Promise.all([
    makers.length === 0 ? [] : db.select().from(c2cMerchants).where(inArray(c2cMerchants.userId, makers)),
    merchantStatsOf(db, makers, context.clock.nowMs()),
    c2cMethodsById(
      db,
      rows.flatMap((row) => row.paymentMethodIds),
    ),
    fiatRatesOf(
      db,
      rows.map((row) => row.fiat),
    ),
  ]);
  const nicknames = new Map(merchants.map((merchant) => [merchant.userId, merchant.nickname]));
  return rows.map((row) => ({
    id: row.id,
    side: row.side as C2cAd['side'],
    asset: row.asset,
    fiat: row.fiat,
    priceType: row.priceType as C2cAd['priceType'],
    fixedPrice: plain(row.fixedPrice),
    margin: plain(row.margin),
    price: adPriceOf(context, row, rates.get(row.fiat)).price,
    totalAmount: new BigNumber(row.totalAmount).toFixed(),
    remainingAmount: new BigNumber(row.remainingAmount).toFixed(),
    minOrderFiat: new BigNumber(row.minOrderFiat).toFixed(),
    maxOrderFiat: new BigNumber(row.maxOrderFiat).toFixed(),
    paymentWindowMinutes: row.paymentWindowMinutes,
    terms: row.terms,
    status: row.status,
    paymentMethods: row.paymentMethodIds.flatMap((id) => {
      const method = methods.get(id);
      return method ? [{ id, kind: method.kind, provider: method.provider }] : [];
    }),
    merchant: {
      userId: row.userId,
      nickname: nicknames.get(row.userId) ?? '',
      stats: statsOr(stats, row.userId),
    },
    createdAt: row.createdAt.getTime(),
  }));
};
