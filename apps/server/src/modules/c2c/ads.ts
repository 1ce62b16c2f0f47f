import { BigNumber } from 'bignumber.js';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import {
  C2C_MARGIN_LIMIT,
  C2cAdStatus,
  MerchantStatus,
  type C2cAd,
  type C2cAdInput,
} from '@exchange/contracts';
import { c2cAds, c2cMerchants } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { runMoneyRequest } from '../ledger/index';
import { assetPriceUsdt } from '../market/index';
import { createAdHold, lockAd, setAdRemaining } from './ad-holds';
import { toAds } from './ad-views';
import { requireOwnMethods } from './c2c-methods';
import { C2C_WALLET, fiatRateOf } from './c2c-rules';
import { requireMerchant } from './merchants';

const canonical = (value: string | undefined) =>
  value === undefined ? undefined : new BigNumber(value).toFixed();

const requireSaneTerms = (input: C2cAdInput) => {
  if (
    input.priceType === 'floating' &&
    new BigNumber(input.margin ?? '0').abs().isGreaterThan(C2C_MARGIN_LIMIT)
  )
    fail('C2C_MARGIN_OUT_OF_RANGE', {
      field: 'margin',
      values: { limit: `${new BigNumber(C2C_MARGIN_LIMIT).times(100).toFixed()}%` },
    });
  if (new BigNumber(input.minOrderFiat).isGreaterThan(input.maxOrderFiat))
    fail('C2C_LIMITS_INVALID', { field: 'maxOrderFiat' });
};

/**
 * `POST c2c/ads` (approved merchants): a money request under the merchant's lock. A sell ad holds its whole amount
 * from the spot wallet at once (INSUFFICIENT_BALANCE naming totalAmount when it is not there).
 */
export const createC2cAd = async (
  context: AppContext,
  caller: Caller,
  key: string,
  input: C2cAdInput,
): Promise<C2cAd> => {
  const body = {
    ...input,
    fixedPrice: input.priceType === 'fixed' ? canonical(input.fixedPrice) : undefined,
    margin: input.priceType === 'floating' ? canonical(input.margin) : undefined,
    totalAmount: new BigNumber(input.totalAmount).toFixed(),
    minOrderFiat: new BigNumber(input.minOrderFiat).toFixed(),
    maxOrderFiat: new BigNumber(input.maxOrderFiat).toFixed(),
    paymentMethodIds: [...new Set(input.paymentMethodIds)],
  };
  requireSaneTerms(input);
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: 'c2c.ad.create',
      body,
      gate: 'trading',
      accounts: { user: [[C2C_WALLET, input.asset]] },
    },
    async (scope) => {
      await requireMerchant(scope.tx, scope.userId);
      if ((await fiatRateOf(scope.tx, input.fiat)) === undefined) fail('C2C_FIAT_UNKNOWN', { field: 'fiat' });
      await requireOwnMethods(scope.tx, scope.userId, body.paymentMethodIds, 'paymentMethodIds');
      if (input.side === 'sell') {
        const balance = scope.accounts.balance(C2C_WALLET, input.asset);
        if (!balance || new BigNumber(balance.available).isLessThan(body.totalAmount))
          fail('INSUFFICIENT_BALANCE', { field: 'totalAmount' });
      }
      const [inserted] = await scope.tx
        .insert(c2cAds)
        .values({
          userId: scope.userId,
          side: input.side,
          asset: input.asset,
          fiat: input.fiat,
          priceType: input.priceType,
          fixedPrice: body.fixedPrice ?? null,
          margin: body.margin ?? null,
          totalAmount: body.totalAmount,
          remainingAmount: body.totalAmount,
          minOrderFiat: body.minOrderFiat,
          maxOrderFiat: body.maxOrderFiat,
          paymentMethodIds: body.paymentMethodIds,
          paymentWindowMinutes: input.paymentWindowMinutes,
          terms: input.terms,
          status: C2cAdStatus.online,
          createdAt: scope.now,
          updatedAt: scope.now,
        })
        .returning();
      let row = inserted!;
      if (input.side === 'sell') {
        const holdId = await createAdHold(scope.tx, row, body.totalAmount, 1, scope.actor);
        [row] = (await scope.tx
          .update(c2cAds)
          .set({ holdTransferId: holdId, holdVersion: 1 })
          .where(eq(c2cAds.id, row.id))
          .returning()) as [typeof row];
      }
      const [ad] = await toAds(context, scope.tx, [row]);
      return { result: ad! };
    },
  );
  return result;
};

/**
 * `POST c2c/ads/:id/state`: `offline` pauses (the hold stays), `online` resumes, `close` ends the ad and gives back
 * its hold. Orders already open keep their own escrow. A closed ad stays closed.
 */
export const setC2cAdState = async (
  context: AppContext,
  caller: Caller,
  key: string,
  adId: number,
  body: { action: 'online' | 'offline' | 'close' },
): Promise<C2cAd> => {
  const { result } = await runMoneyRequest(
    context,
    { userId: caller.userId, key, kind: 'c2c.ad.state', body: { adId, ...body } },
    async (scope) => {
      const ad = await lockAd(scope.tx, adId);
      if (!ad || ad.userId !== scope.userId) return fail('C2C_AD_NOT_FOUND', { field: 'id' });
      if (ad.status === C2cAdStatus.closed) fail('C2C_AD_UNAVAILABLE', { field: 'id' });
      if (body.action === 'online') await requireMerchant(scope.tx, scope.userId);
      const status = { online: C2cAdStatus.online, offline: C2cAdStatus.offline, close: C2cAdStatus.closed }[
        body.action
      ];
      const row =
        body.action === 'close'
          ? await setAdRemaining(scope.tx, ad, {
              remaining: '0',
              status,
              now: scope.now,
              actor: scope.actor,
              isClosing: true,
            })
          : ((
              await scope.tx
                .update(c2cAds)
                .set({ status, updatedAt: scope.now })
                .where(eq(c2cAds.id, ad.id))
                .returning()
            )[0] as typeof ad);
      const [view] = await toAds(context, scope.tx, [row]);
      return { result: view! };
    },
  );
  return result;
};

/**
 * `GET c2c/ads`: online ads with something left, of approved merchants; a taker who buys sees sell ads cheapest first,
 * one who sells sees buy ads dearest first — by the price an order would get now: the fixed price, or the index × the
 * fiat rate × (1 + margin) (one number for the page's coin and fiat; floating ads last while there is no index).
 */
export const pageC2cAds = async (
  context: AppContext,
  query: { pageNo: number; pageSize: number; side: 'buy' | 'sell'; asset: string; fiat: string },
) => {
  const adSide = query.side === 'buy' ? 'sell' : 'buy';
  const where = and(
    eq(c2cAds.side, adSide),
    eq(c2cAds.asset, query.asset),
    eq(c2cAds.fiat, query.fiat),
    eq(c2cAds.status, C2cAdStatus.online),
    gt(c2cAds.remainingAmount, '0'),
    eq(c2cMerchants.status, MerchantStatus.approved),
  );
  const index = assetPriceUsdt(context, query.asset);
  const rate = await fiatRateOf(context.db, query.fiat);
  const base = index && rate !== undefined ? new BigNumber(index.price).times(rate).toFixed() : null;
  const price = sql`coalesce(${c2cAds.fixedPrice}, round(${base}::numeric * (1 + ${c2cAds.margin}), 2))`;
  const direction = adSide === 'sell' ? sql`asc` : sql`desc`;
  const [rows, [count]] = await Promise.all([
    context.db
      .select({ ad: c2cAds })
      .from(c2cAds)
      .innerJoin(c2cMerchants, eq(c2cMerchants.userId, c2cAds.userId))
      .where(where)
      .orderBy(sql`${price} ${direction} nulls last`, asc(c2cAds.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(c2cAds)
      .innerJoin(c2cMerchants, eq(c2cMerchants.userId, c2cAds.userId))
      .where(where),
  ]);
  return {
    list: await toAds(
      context,
      context.db,
      rows.map((row) => row.ad),
    ),
    total: count?.total ?? 0,
  };
};

/** `GET c2c/ads/mine`: online, then paused, then closed; newest first within each. */
export const listMyC2cAds = async (context: AppContext, caller: Caller) => {
  const rows = await context.db
    .select()
    .from(c2cAds)
    .where(eq(c2cAds.userId, caller.userId))
    .orderBy(desc(c2cAds.status), desc(c2cAds.id))
    .limit(100);
  return toAds(context, context.db, rows);
};
