import { asc, eq } from 'drizzle-orm';
import { BigNumber } from 'bignumber.js';
import { exchangeRates } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';

/** NUMERIC(30,10) comes back as '0.8600000000'; the wire carries the shortest exact form ('0.86'), never a float. */
export const normaliseDecimal = (value: string) => new BigNumber(value).toFixed();

export const listExchangeRates = async (context: AppContext) => {
  const rows = await context.db
    .select({
      exchange: exchangeRates.exchange,
      price: exchangeRates.price,
      sign: exchangeRates.sign,
      position: exchangeRates.position,
      priceAccuracy: exchangeRates.priceAccuracy,
    })
    .from(exchangeRates)
    .where(eq(exchangeRates.isEnabled, true))
    .orderBy(asc(exchangeRates.sort), asc(exchangeRates.exchange));
  return { usdExchangeList: rows.map((row) => ({ ...row, price: normaliseDecimal(row.price) })) };
};
