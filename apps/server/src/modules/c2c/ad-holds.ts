import { BigNumber } from 'bignumber.js';
import { and, eq } from 'drizzle-orm';
import { C2cBusinessType } from '@exchange/contracts';
import { c2cAds, type Tx } from '../../platform/db/index';
import { createPending, HouseAccount, houseAccountId, userAccountId, voidPending } from '../ledger/index';
import { C2C_WALLET, type AdRow } from './c2c-rules';

/**
 * A sell ad's coin is held in the ledger: one pending transfer (seller spot → house c2c escrow, 1260) for the ad's
 * remaining amount. When the remaining amount changes the hold is replaced — the old one voided (1264), a new one
 * created for the new amount under the next `hold_version` — in the caller's transaction, which also writes the ad
 * row (guarded on the version it read), so the hold always equals what orders can still take. Buy ads hold nothing.
 */
const holdTransferId = (adId: number, version: number) => `c2c:ad:${adId}:hold:${version}`;

export const releaseAdHold = async (tx: Tx, ad: AdRow, actor: string) => {
  if (ad.holdTransferId === null) return;
  await voidPending(tx, {
    id: `${ad.holdTransferId}:void`,
    pendingId: ad.holdTransferId,
    actor,
    businessType: C2cBusinessType.adHoldRelease,
  });
};

/** Creates the hold for `amount` as hold number `version`; null when nothing is left to hold. */
export const createAdHold = async (
  tx: Tx,
  ad: Pick<AdRow, 'id' | 'userId' | 'asset'>,
  amount: string,
  version: number,
  actor: string,
) => {
  if (!new BigNumber(amount).isGreaterThan(0)) return null;
  const id = holdTransferId(ad.id, version);
  await createPending(tx, {
    id,
    debitAccountId: await userAccountId(tx, ad.userId, C2C_WALLET, ad.asset),
    creditAccountId: await houseAccountId(tx, HouseAccount.c2cEscrow, ad.asset),
    asset: ad.asset,
    amount: new BigNumber(amount).toFixed(),
    businessType: C2cBusinessType.adHold,
    ref: `c2c-ad:${ad.id}`,
    actor,
  });
  return id;
};

/**
 * Sets a sell or buy ad's remaining amount (and optionally its status) in `tx`: for a sell ad the hold is replaced
 * (void, then a new one for the new amount; none when the ad closes). The update is guarded on the hold version read
 * with the row lock, so a stale row is a bug, not a silent overwrite. Returns the updated row.
 */
export const setAdRemaining = async (
  tx: Tx,
  ad: AdRow,
  change: { remaining: string; status?: number; now: Date; actor: string; isClosing?: boolean },
) => {
  let holdId = ad.holdTransferId;
  const version = ad.holdVersion + 1;
  if (ad.side === 'sell') {
    await releaseAdHold(tx, ad, change.actor);
    holdId = change.isClosing ? null : await createAdHold(tx, ad, change.remaining, version, change.actor);
  }
  const [row] = await tx
    .update(c2cAds)
    .set({
      remainingAmount: new BigNumber(change.remaining).toFixed(),
      status: change.status ?? ad.status,
      holdTransferId: holdId,
      holdVersion: version,
      updatedAt: change.now,
    })
    .where(and(eq(c2cAds.id, ad.id), eq(c2cAds.holdVersion, ad.holdVersion)))
    .returning();
  if (!row) throw new Error(`c2c: ad ${ad.id} changed under its row lock`);
  return row;
};

/** The ad row locked for the rest of `tx`. */
export const lockAd = async (tx: Tx, adId: number) => {
  const [row] = await tx.select().from(c2cAds).where(eq(c2cAds.id, adId)).for('update');
  return row;
};
