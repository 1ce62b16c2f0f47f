import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { INSTRUMENTS } from '@exchange/contracts/reference/index';
import { appSettings, instruments, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { INSTRUMENTS_CHANGED_CHANNEL } from './instrument-catalogue';

/** Bump when the seeding logic itself changes, so the next start re-applies it even if the list did not. */
const SEED_VERSION = 1;
export const INSTRUMENT_SEED_HASH_SETTING = 'seed.instruments.sha256';
/** Serialises seeding across instances starting together (scaled mode); unique to this job. */
const SEED_LOCK_KEY = 4_006_001;

const fingerprint = () =>
  createHash('sha256').update(JSON.stringify({ SEED_VERSION, INSTRUMENTS })).digest('hex');

const storedFingerprint = async (db: DbOrTx) => {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, INSTRUMENT_SEED_HASH_SETTING));
  return row?.value ?? null;
};

/**
 * Inserts the reference instruments that are not in the table yet (by type and symbol) and never touches an
 * existing row: after the first start staff own listing, precision, plate and order. Costs one read when the
 * reference list is unchanged since the last run. Returns how many rows it added.
 */
export const seedInstruments = async (
  context: AppContext,
): Promise<{ isSkipped: boolean; insertedCount: number }> => {
  const hash = fingerprint();
  if ((await storedFingerprint(context.db)) === hash) return { isSkipped: true, insertedCount: 0 };
  const result = await context.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Another instance may have done the same work while this one waited for the lock.
    if ((await storedFingerprint(tx)) === hash) return { isSkipped: true, insertedCount: 0 };
    const inserted = await tx
      .insert(instruments)
      .values(INSTRUMENTS.map((instrument) => ({ ...instrument })))
      .onConflictDoNothing({ target: [instruments.type, instruments.symbol] })
      .returning({ id: instruments.id });
    await tx
      .insert(appSettings)
      .values({ key: INSTRUMENT_SEED_HASH_SETTING, value: hash })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: hash } });
    return { isSkipped: false, insertedCount: inserted.length };
  });
  // Instances already running learn about new instruments without a restart.
  if (result.insertedCount > 0) await context.bus.publish(INSTRUMENTS_CHANGED_CHANNEL, { reason: 'seed' });
  return result;
};
