import { canonicalDecimal } from '@exchange/domain';
import { BigNumber } from 'bignumber.js';
import { eq } from 'drizzle-orm';
import { VipBusinessType, type BuyVipBody, type VipPurchase } from '@exchange/contracts';
import { vipLevels, vipPurchases, type Tx } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { assert, fail } from '../../platform/errors';
import { publishUserPush } from '../../platform/ws-hub/user-push';
import { createTransfer, HouseAccount, runMoneyRequest, userAvailable } from '../ledger/index';
import { announceVipChanged, effectiveLevelOf, readStates } from './vip-runtime';
import { DAY_MS, VIP_ASSET, VIP_WALLET, vipPurchaseNumber } from './vip-rules';

const BUY_ACCOUNTS = {
  user: [[VIP_WALLET, VIP_ASSET]],
  house: [[HouseAccount.vipSales, VIP_ASSET]],
} as const;

export const toVipPurchase = (row: typeof vipPurchases.$inferSelect): VipPurchase => ({
  id: row.id,
  no: row.no,
  level: row.level,
  price: canonicalDecimal(row.price),
  termDays: row.termDays,
  startsAt: row.startsAt.getTime(),
  endsAt: row.endsAt.getTime(),
  createdAt: row.createdAt.getTime(),
});

/** The level as sold now (read in the transaction): on sale, and at the price and term the user saw. */
const requireOffer = async (tx: Tx, body: BuyVipBody) => {
  const [row] = await tx.select().from(vipLevels).where(eq(vipLevels.level, body.level));
  if (!row) return fail('VIP_LEVEL_NOT_FOUND', { field: 'level' });
  if (!row.isPurchasable || row.price === null || row.termDays === null)
    return fail('VIP_LEVEL_NOT_PURCHASABLE', { field: 'level' });
  if (!new BigNumber(row.price).isEqualTo(body.price) || row.termDays !== body.termDays)
    fail('VIP_PRICE_CHANGED', {
      field: new BigNumber(row.price).isEqualTo(body.price) ? 'termDays' : 'price',
      values: { price: canonicalDecimal(row.price), termDays: row.termDays },
    });
  return { price: canonicalDecimal(row.price), termDays: row.termDays };
};

/**
 * When the new term starts: now, or — buying the level of the caller's active purchased term again — at that term's
 * end (an extension). A level below the one in effect, or equal to it without a term to extend, is refused: it would
 * buy nothing. Read under the account lock, so two purchases of one user are decided one after the other.
 */
const startOf = async (tx: Tx, userId: number, level: number, nowMs: number) => {
  const state = (await readStates(tx, userId, nowMs)).get(userId);
  if (!state) return nowMs;
  const current = effectiveLevelOf(state, nowMs);
  const sameLevelEnds = state.terms.filter((term) => term.level === level && term.endsAtMs > nowMs);
  if (sameLevelEnds.length > 0 && level >= current.level)
    return Math.max(...sameLevelEnds.map((term) => term.endsAtMs));
  if (level <= current.level)
    fail('VIP_LEVEL_NOT_ABOVE_CURRENT', { field: 'level', values: { current: current.level } });
  return nowMs;
};

/**
 * `POST vip/purchase/buy`: one money request under the account lock. The price is paid from the spot wallet's USDT
 * to the house `vip_sales` in one posted transfer (type 1240); the term's row records the price and term bought, so a
 * later change by staff never touches it. A repeat of the Idempotency-Key answers the first result.
 */
export const buyVipLevel = async (
  context: AppContext,
  caller: Caller,
  key: string,
  body: BuyVipBody,
): Promise<VipPurchase> => {
  const canonicalBody = { ...body, price: canonicalDecimal(body.price) };
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: 'vip.buy',
      body: canonicalBody,
      accounts: BUY_ACCOUNTS,
    },
    async (scope) => {
      const offer = await requireOffer(scope.tx, body);
      const nowMs = scope.now.getTime();
      const startsAtMs = await startOf(scope.tx, scope.userId, body.level, nowMs);
      // As of the lock; a request that waited on the lock has no such snapshot and reads it in the transaction.
      const available =
        scope.accounts.balance(VIP_WALLET, VIP_ASSET)?.available ??
        (await userAvailable(scope.tx, scope.userId, VIP_WALLET, VIP_ASSET));
      if (new BigNumber(available).isLessThan(offer.price)) fail('INSUFFICIENT_BALANCE', { field: 'price' });
      const no = vipPurchaseNumber(nowMs);
      const transferId = `vip:${no}`;
      await createTransfer(scope.tx, {
        id: transferId,
        debitAccountId: await scope.accounts.user(VIP_WALLET, VIP_ASSET),
        creditAccountId: await scope.accounts.house(HouseAccount.vipSales, VIP_ASSET),
        asset: VIP_ASSET,
        amount: offer.price,
        businessType: VipBusinessType.purchase,
        ref: transferId,
        actor: scope.actor,
        reason: `VIP ${body.level} for ${offer.termDays} days`,
      });
      const [row] = await scope.tx
        .insert(vipPurchases)
        .values({
          no,
          userId: scope.userId,
          level: body.level,
          price: offer.price,
          termDays: offer.termDays,
          startsAt: new Date(startsAtMs),
          endsAt: new Date(startsAtMs + offer.termDays * DAY_MS),
          transferId,
          createdAt: scope.now,
        })
        .returning();
      assert(row, 'vip: purchase insert returned nothing');
      return {
        result: toVipPurchase(row),
        afterCommit: async () => {
          await announceVipChanged(context, { userId: scope.userId });
          await publishUserPush(context, scope.userId, {
            type: 'WALLET_UPDATE',
            data: { wallets: [VIP_WALLET], coin: VIP_ASSET },
          });
        },
      };
    },
  );
  return result;
};
