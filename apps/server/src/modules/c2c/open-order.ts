import { BigNumber } from 'bignumber.js';
import { eq } from 'drizzle-orm';
import {
  C2cAdStatus,
  C2cBusinessType,
  C2cOrderStatus,
  MerchantStatus,
  type C2cOrder,
} from '@exchange/contracts';
import { c2cMerchants, c2cOrders, users, type Tx } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import {
  createPending,
  runMoneyRequest,
  userAccountId,
  userAvailable,
  type MoneyScope,
} from '../ledger/index';
import { lockAd, setAdRemaining } from './ad-holds';
import { c2cMethodsOf } from './c2c-methods';
import {
  adPriceOf,
  C2C_WALLET,
  c2cOrderNumber,
  coinFor,
  fiatRateOf,
  FIAT_SCALE,
  type AdRow,
} from './c2c-rules';
import { stageOrderAnnouncement } from './order-steps';
import { sendStagedPushes } from '../../platform/ws-hub/user-push';
import { recordOrderEvent, toOrder } from './order-views';

export interface OpenOrderBody {
  adId: number;
  fiatAmount: string;
  price: string;
}

/** The ad must take orders: online, its merchant approved, active and not restricted, not the taker's own. */
const requireOpenAd = async (tx: Tx, ad: AdRow | undefined, takerId: number) => {
  if (!ad) return fail('C2C_AD_NOT_FOUND', { field: 'adId' });
  if (ad.userId === takerId) fail('C2C_OWN_AD', { field: 'adId' });
  const [maker] = await tx
    .select({
      status: users.status,
      isRestricted: users.isTradingRestricted,
      merchant: c2cMerchants.status,
    })
    .from(users)
    .leftJoin(c2cMerchants, eq(c2cMerchants.userId, users.id))
    .where(eq(users.id, ad.userId));
  if (
    ad.status !== C2cAdStatus.online ||
    maker?.status !== 1 ||
    maker.isRestricted ||
    maker.merchant !== MerchantStatus.approved
  )
    fail('C2C_AD_UNAVAILABLE', { field: 'adId' });
  return ad;
};

/** The ad's price now, no worse for the taker than the one they saw. */
const requirePrice = async (context: AppContext, tx: Tx, ad: AdRow, seen: string) => {
  const { price, isLive } = adPriceOf(context, ad, await fiatRateOf(tx, ad.fiat));
  if (price === null || !isLive) return fail('C2C_NO_PRICE', { field: 'adId' });
  const isWorse =
    ad.side === 'sell' ? new BigNumber(price).isGreaterThan(seen) : new BigNumber(price).isLessThan(seen);
  if (isWorse) fail('C2C_PRICE_CHANGED', { field: 'price', values: { price } });
  return price;
};

/** Within the ad's per-order limits and what it has left; the coin it gives, rounded down to 8 decimals. */
const requireAmount = (ad: AdRow, fiatAmount: string, price: string) => {
  const fiat = new BigNumber(fiatAmount);
  const amount = coinFor(fiatAmount, price);
  if (
    fiat.isLessThan(ad.minOrderFiat) ||
    fiat.isGreaterThan(ad.maxOrderFiat) ||
    !new BigNumber(amount).isGreaterThan(0)
  )
    fail('C2C_AMOUNT_OUT_OF_RANGE', {
      field: 'fiatAmount',
      values: {
        min: new BigNumber(ad.minOrderFiat).toFixed(),
        max: new BigNumber(ad.maxOrderFiat).toFixed(),
        fiat: ad.fiat,
      },
    });
  if (new BigNumber(amount).isGreaterThan(ad.remainingAmount))
    fail('C2C_AD_INSUFFICIENT', {
      field: 'fiatAmount',
      values: {
        max: new BigNumber(ad.remainingAmount)
          .times(price)
          .decimalPlaces(FIAT_SCALE, BigNumber.ROUND_DOWN)
          .toFixed(),
        fiat: ad.fiat,
      },
    });
  return amount;
};

/** A buy ad's taker sells: they need the coin and somewhere to be paid. */
const requireTakerSeller = async (scope: MoneyScope, ad: AdRow, amount: string) => {
  const methods = await c2cMethodsOf(scope.tx, scope.userId);
  if (methods.length === 0) fail('C2C_NO_METHODS', { field: 'adId' });
  const available = await userAvailable(scope.tx, scope.userId, C2C_WALLET, ad.asset);
  if (new BigNumber(available).isLessThan(amount)) fail('INSUFFICIENT_BALANCE', { field: 'fiatAmount' });
  return methods.map((method) => method.id);
};

/**
 * `POST c2c/orders`: a money request under the taker's lock, with the ad's row locked (two takers on an ad's last
 * amount queue there; the second sees what is left). The order's coin leaves the ad (a sell ad's hold shrinks) and
 * goes into the order's own escrow — a pending transfer seller spot → buyer spot (1261) — in the same transaction.
 */
export const openC2cOrder = async (
  context: AppContext,
  caller: Caller,
  key: string,
  body: OpenOrderBody,
): Promise<C2cOrder> => {
  const canonicalBody = {
    adId: body.adId,
    fiatAmount: new BigNumber(body.fiatAmount).toFixed(),
    price: new BigNumber(body.price).toFixed(),
  };
  const { result } = await runMoneyRequest(
    context,
    { userId: caller.userId, key, kind: 'c2c.order.open', body: canonicalBody, gate: 'trading' },
    async (scope) => {
      const ad = await requireOpenAd(scope.tx, await lockAd(scope.tx, body.adId), scope.userId);
      const price = await requirePrice(context, scope.tx, ad, canonicalBody.price);
      const amount = requireAmount(ad, canonicalBody.fiatAmount, price);
      const isTakerBuying = ad.side === 'sell';
      const methodIds = isTakerBuying ? ad.paymentMethodIds : await requireTakerSeller(scope, ad, amount);
      const buyerId = isTakerBuying ? scope.userId : ad.userId;
      const sellerId = isTakerBuying ? ad.userId : scope.userId;
      const no = c2cOrderNumber(scope.now.getTime());
      const escrowTransferId = `c2c:order:${no}:escrow`;
      const [order] = await scope.tx
        .insert(c2cOrders)
        .values({
          no,
          adId: ad.id,
          buyerId,
          sellerId,
          makerId: ad.userId,
          asset: ad.asset,
          fiat: ad.fiat,
          price,
          amount,
          fiatAmount: canonicalBody.fiatAmount,
          status: C2cOrderStatus.unpaid,
          escrowTransferId,
          paymentMethodIds: methodIds,
          terms: ad.terms,
          payDeadline: new Date(scope.now.getTime() + ad.paymentWindowMinutes * 60_000),
          createdAt: scope.now,
          updatedAt: scope.now,
        })
        .returning();
      await setAdRemaining(scope.tx, ad, {
        remaining: new BigNumber(ad.remainingAmount).minus(amount).toFixed(),
        now: scope.now,
        actor: scope.actor,
      });
      await createPending(scope.tx, {
        id: escrowTransferId,
        debitAccountId: await userAccountId(scope.tx, sellerId, C2C_WALLET, ad.asset),
        creditAccountId: await userAccountId(scope.tx, buyerId, C2C_WALLET, ad.asset),
        asset: ad.asset,
        amount,
        businessType: C2cBusinessType.orderEscrow,
        ref: `c2c-order:${no}`,
        actor: scope.actor,
      });
      await recordOrderEvent(scope.tx, {
        orderId: order!.id,
        kind: 'opened',
        by: isTakerBuying ? 'buyer' : 'seller',
        at: scope.now,
      });
      const staged = await stageOrderAnnouncement(context, scope.tx, order!, 'opened');
      return {
        result: await toOrder(scope.tx, order!, scope.userId),
        afterCommit: () => sendStagedPushes(staged),
      };
    },
  );
  return result;
};
