import { eq } from 'drizzle-orm';
import {
  C2cAdStatus,
  MerchantStatus,
  PaymentMethodType,
  RealNameStatus,
  UserKind,
} from '@exchange/contracts';
import { c2cAds, c2cMerchants, paymentMethods, users } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { hashPassword } from '../../platform/auth/passwords';
import { DEMO_FUNDS_BUSINESS_TYPE } from '../demo-funds/index';
import {
  createTransfer,
  HouseAccount,
  houseAccountId,
  lockMoneyAccount,
  userAccountId,
} from '../ledger/index';
import { createAdHold } from './ad-holds';
import { C2C_WALLET } from './c2c-rules';

/** The demo merchant (DEMO_SEED only): documented in the README so a demo can play both sides of an order. */
export const DEMO_MERCHANT = {
  email: 'merchant@example.com',
  password: 'Merchant2026',
  nickname: 'Demo Desk',
} as const;

const HOLDINGS = { USDT: '50000', BTC: '1' } as const;
const ADS = [
  {
    side: 'sell',
    asset: 'USDT',
    priceType: 'fixed',
    fixedPrice: '1.01',
    margin: null,
    total: '20000',
    max: '5000',
  },
  {
    side: 'buy',
    asset: 'USDT',
    priceType: 'fixed',
    fixedPrice: '0.99',
    margin: null,
    total: '20000',
    max: '5000',
  },
  {
    side: 'sell',
    asset: 'BTC',
    priceType: 'floating',
    fixedPrice: null,
    margin: '0.01',
    total: '0.5',
    max: '20000',
  },
] as const;

/**
 * On a demo start, once: a verified, approved merchant with demo funds (from the labelled `demo_faucet` house
 * account, as the demo funds are), a bank-transfer method and three USD ads, so `/c2c/buy` has something to show.
 * Skipped when the account exists (a restart, or a second instance after the first).
 */
export const seedC2c = async (context: AppContext, isDemo: boolean) => {
  await houseAccountId(context.db, HouseAccount.c2cEscrow, 'USDT');
  if (!isDemo) return;
  const [existing] = await context.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_MERCHANT.email));
  if (existing) return;
  const now = new Date(context.clock.nowMs());
  const passwordHash = await hashPassword(DEMO_MERCHANT.password);
  await context.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        kind: UserKind.real,
        email: DEMO_MERCHANT.email,
        passwordHash,
        nickname: DEMO_MERCHANT.nickname,
        realNameStatus: RealNameStatus.verified,
        inviteCode: 'DEMODESK',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) return;
    await lockMoneyAccount(tx, user.id);
    for (const [asset, amount] of Object.entries(HOLDINGS))
      await createTransfer(tx, {
        id: `c2c:demo-merchant:${user.id}:${asset}`,
        debitAccountId: await houseAccountId(tx, HouseAccount.demoFaucet, asset),
        creditAccountId: await userAccountId(tx, user.id, C2C_WALLET, asset),
        asset,
        amount,
        businessType: DEMO_FUNDS_BUSINESS_TYPE,
        actor: 'system:demo-seed',
        reason: 'Demo merchant funds (DEMO_SEED)',
      });
    await tx.insert(c2cMerchants).values({
      userId: user.id,
      nickname: DEMO_MERCHANT.nickname,
      status: MerchantStatus.approved,
      appliedAt: now,
      decidedAt: now,
      decidedBy: 'seed',
    });
    const [method] = await tx
      .insert(paymentMethods)
      .values({
        userId: user.id,
        type: PaymentMethodType.c2c,
        fields: {
          kind: 'bank',
          provider: 'Demo Bank',
          accountName: 'Demo Desk Ltd',
          accountNo: 'DEMO 0000 1234 5678',
        },
      })
      .returning();
    for (const ad of ADS) {
      const [row] = await tx
        .insert(c2cAds)
        .values({
          userId: user.id,
          side: ad.side,
          asset: ad.asset,
          fiat: 'USD',
          priceType: ad.priceType,
          fixedPrice: ad.fixedPrice,
          margin: ad.margin,
          totalAmount: ad.total,
          remainingAmount: ad.total,
          minOrderFiat: '10',
          maxOrderFiat: ad.max,
          paymentMethodIds: [method!.id],
          paymentWindowMinutes: 15,
          terms: 'Demo merchant: pay by bank transfer with the order number as the reference.',
          status: C2cAdStatus.online,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (ad.side !== 'sell') continue;
      const holdId = await createAdHold(tx, row!, ad.total, 1, 'system:demo-seed');
      await tx.update(c2cAds).set({ holdTransferId: holdId, holdVersion: 1 }).where(eq(c2cAds.id, row!.id));
    }
  });
};
