import { BigNumber } from 'bignumber.js';
import { and, count, desc, eq } from 'drizzle-orm';
import { BusinessType, FLASH_EXCHANGE_FEE_RATE, type FlashExchangeOrder } from '@exchange/contracts';
import { flashExchangeOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { assert, fail } from '../../platform/errors';
import { createTransfers, HouseAccount, runMoneyRequest, type MoneyScope } from '../ledger/index';
import { assetPriceUsdt, listedSpotAssets } from '../market/index';
import { requireKnownAsset } from './balances';
import { orderNumber } from '../../platform/request-keys';
import { publishWalletUpdate } from './wallet-events';

/** A swap is worth at least 1 and at most 1,000,000 USDT. */
const MIN_VALUE_USDT = '1';
const MAX_VALUE_USDT = '1000000';
/** Amounts received keep 8 decimals; the price 12 significant digits' worth of decimals. */
const AMOUNT_DECIMALS = 8;
const PRICE_DECIMALS = 12;

type OrderRow = typeof flashExchangeOrders.$inferSelect;

const toOrder = (row: OrderRow): FlashExchangeOrder => ({
  id: row.id,
  no: row.no,
  fromCoin: row.fromCoin,
  toCoin: row.toCoin,
  fromAmount: new BigNumber(row.fromAmount).toFixed(),
  toAmount: new BigNumber(row.toAmount).toFixed(),
  price: new BigNumber(row.price).toFixed(),
  fee: new BigNumber(row.fee).toFixed(),
  createdAt: row.createdAt.getTime(),
});

export const listSwapCoins = (context: AppContext) => listedSpotAssets(context);

/** A LIVE price in USDT, or PRICE_UNAVAILABLE naming the field: a swap never fills on a stale or missing price. */
const livePrice = (context: AppContext, coin: string, field: string) => {
  requireKnownAsset(context, coin, field);
  const price = assetPriceUsdt(context, coin);
  if (!price || price.status !== 1 || !new BigNumber(price.price).isGreaterThan(0))
    return fail('PRICE_UNAVAILABLE', { field });
  return new BigNumber(price.price);
};

/** Units of toCoin per fromCoin at the live prices, and the limits in fromCoin. */
export const quoteSwap = (context: AppContext, query: { fromCoin: string; toCoin: string }) => {
  if (query.fromCoin === query.toCoin)
    fail('BAD_REQUEST', { field: 'toCoin', values: { reason: 'must differ from fromCoin' } });
  const fromUsdt = livePrice(context, query.fromCoin, 'fromCoin');
  const toUsdt = livePrice(context, query.toCoin, 'toCoin');
  return {
    fromCoin: query.fromCoin,
    toCoin: query.toCoin,
    price: fromUsdt.dividedBy(toUsdt).decimalPlaces(PRICE_DECIMALS, BigNumber.ROUND_DOWN).toFixed(),
    feeRate: FLASH_EXCHANGE_FEE_RATE,
    minAmount: new BigNumber(MIN_VALUE_USDT)
      .dividedBy(fromUsdt)
      .decimalPlaces(AMOUNT_DECIMALS, BigNumber.ROUND_UP)
      .toFixed(),
    maxAmount: new BigNumber(MAX_VALUE_USDT)
      .dividedBy(fromUsdt)
      .decimalPlaces(AMOUNT_DECIMALS, BigNumber.ROUND_DOWN)
      .toFixed(),
    quotedAt: context.clock.nowMs(),
  };
};

export interface SwapBody {
  fromCoin: string;
  toCoin: string;
  amount: string;
  expectedPrice: string;
  maxSlippage: string;
}

/**
 * The three legs, as one ledger batch: the user pays the swap book, the swap book pays the user, and the fee goes to
 * the fee account.
 */
const settle = async ({ tx, actor, accounts }: MoneyScope, row: OrderRow) => {
  const base = { businessType: BusinessType.flashExchange, ref: `swap:${row.no}`, actor };
  const [from, to, bookFrom, bookTo, fees] = [
    await accounts.user('spot', row.fromCoin),
    await accounts.user('spot', row.toCoin),
    await accounts.house(HouseAccount.swapBook, row.fromCoin),
    await accounts.house(HouseAccount.swapBook, row.toCoin),
    await accounts.house(HouseAccount.fees, row.toCoin),
  ];
  await createTransfers(tx, [
    {
      ...base,
      id: `swap:${row.id}:in`,
      debitAccountId: from,
      creditAccountId: bookFrom,
      asset: row.fromCoin,
      amount: new BigNumber(row.fromAmount).toFixed(),
    },
    {
      ...base,
      id: `swap:${row.id}:out`,
      debitAccountId: bookTo,
      creditAccountId: to,
      asset: row.toCoin,
      amount: new BigNumber(row.toAmount).toFixed(),
    },
    {
      ...base,
      id: `swap:${row.id}:fee`,
      debitAccountId: bookTo,
      creditAccountId: fees,
      asset: row.toCoin,
      amount: new BigNumber(row.fee).toFixed(),
    },
  ]);
};

/**
 * Fills at once at the live price or not at all: refused when a price is stale, when the price moved below
 * expectedPrice × (1 − maxSlippage), or when the balance is short (the transaction rolls back, nothing moves).
 * One money request: a repeat returns the first answer.
 */
export const createSwap = async (context: AppContext, caller: Caller, key: string, body: SwapBody) => {
  const quote = quoteSwap(context, body);
  const amount = new BigNumber(body.amount);
  if (amount.isLessThan(quote.minAmount) || amount.isGreaterThan(quote.maxAmount))
    fail('AMOUNT_OUT_OF_RANGE', { field: 'amount', values: { min: quote.minAmount, max: quote.maxAmount } });
  const floor = new BigNumber(body.expectedPrice).times(new BigNumber(1).minus(body.maxSlippage));
  if (new BigNumber(quote.price).isLessThan(floor))
    fail('SLIPPAGE_EXCEEDED', { field: 'expectedPrice', values: { price: quote.price } });
  const gross = amount.times(quote.price).decimalPlaces(AMOUNT_DECIMALS, BigNumber.ROUND_DOWN);
  const fee = gross.times(FLASH_EXCHANGE_FEE_RATE).decimalPlaces(AMOUNT_DECIMALS, BigNumber.ROUND_UP);
  const toAmount = gross.minus(fee);
  if (!toAmount.isGreaterThan(0))
    fail('AMOUNT_OUT_OF_RANGE', { field: 'amount', values: { min: quote.minAmount, max: quote.maxAmount } });
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: 'wallet.swap',
      body: { ...body },
      accounts: {
        user: [
          ['spot', body.fromCoin],
          ['spot', body.toCoin],
        ],
        house: [
          [HouseAccount.swapBook, body.fromCoin],
          [HouseAccount.swapBook, body.toCoin],
          [HouseAccount.fees, body.toCoin],
        ],
      },
    },
    async (scope) => {
      const { tx, now } = scope;
      const [row] = await tx
        .insert(flashExchangeOrders)
        .values({
          no: orderNumber('S', now.getTime()),
          userId: caller.userId,
          fromCoin: body.fromCoin,
          toCoin: body.toCoin,
          fromAmount: amount.toFixed(),
          toAmount: toAmount.toFixed(),
          price: quote.price,
          fee: fee.toFixed(),
          createdAt: now,
        })
        .returning();
      assert(row, 'wallet: swap insert returned nothing');
      await settle(scope, row);
      return {
        result: toOrder(row),
        afterCommit: () => publishWalletUpdate(context, caller.userId, ['spot'], body.toCoin),
      };
    },
  );
  return result;
};

export const getSwap = async (context: AppContext, caller: Caller, query: { id: number }) => {
  const [row] = await context.db
    .select()
    .from(flashExchangeOrders)
    .where(and(eq(flashExchangeOrders.id, query.id), eq(flashExchangeOrders.userId, caller.userId)));
  return row ? toOrder(row) : fail('NOT_FOUND', { field: 'id' });
};

export const pageSwaps = async (
  context: AppContext,
  caller: Caller,
  page: { pageNo: number; pageSize: number },
) => {
  const where = eq(flashExchangeOrders.userId, caller.userId);
  const rows = await context.db
    .select()
    .from(flashExchangeOrders)
    .where(where)
    .orderBy(desc(flashExchangeOrders.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  const [total] = await context.db.select({ value: count() }).from(flashExchangeOrders).where(where);
  return { list: rows.map(toOrder), total: total?.value ?? 0 };
};

export const recentSwaps = async (context: AppContext, caller: Caller) =>
  (await pageSwaps(context, caller, { pageNo: 1, pageSize: 10 })).list;
