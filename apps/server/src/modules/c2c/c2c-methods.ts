import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  C2C_METHOD_KINDS,
  C2C_PAYMENT_METHODS_MAX,
  C2cAdStatus,
  PaymentMethodType,
  type C2cMethodKind,
  type C2cPaymentMethod,
} from '@exchange/contracts';
import { c2cAds, paymentMethods, type DbOrTx } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';

/**
 * C2C payment methods: where a seller receives fiat. Saved as payment methods of type C2C (3) in the shared
 * `payment_methods` table (the wallet's bank cards and addresses are types 0 and 4); deleted rows stay for the orders
 * that showed them.
 */
type MethodRow = typeof paymentMethods.$inferSelect;

const kindOf = (value: string | undefined): C2cMethodKind =>
  (C2C_METHOD_KINDS as readonly string[]).includes(value ?? '') ? (value as C2cMethodKind) : 'bank';

export const toC2cMethod = (row: Pick<MethodRow, 'id' | 'fields'>): C2cPaymentMethod => ({
  id: row.id,
  kind: kindOf(row.fields.kind),
  provider: row.fields.provider ?? '',
  accountName: row.fields.accountName ?? '',
  accountNo: row.fields.accountNo ?? '',
});

const liveMethodsOf = (userId: number) =>
  and(
    eq(paymentMethods.userId, userId),
    eq(paymentMethods.type, PaymentMethodType.c2c),
    eq(paymentMethods.isDeleted, false),
  );

/** The user's live C2C methods, oldest first. */
export const c2cMethodsOf = async (db: DbOrTx, userId: number) =>
  (await db.select().from(paymentMethods).where(liveMethodsOf(userId)).orderBy(paymentMethods.id)).map(
    toC2cMethod,
  );

/** Methods by id as they were saved (deleted ones too: an order shows what the ad showed). */
export const c2cMethodsById = async (db: DbOrTx, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, C2cPaymentMethod>();
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(inArray(paymentMethods.id, [...ids]), eq(paymentMethods.type, PaymentMethodType.c2c)));
  return new Map(rows.map((row) => [row.id, toC2cMethod(row)]));
};

/** Every id must be one of the user's live C2C methods (C2C_METHOD_NOT_FOUND naming `field`). */
export const requireOwnMethods = async (
  db: DbOrTx,
  userId: number,
  ids: readonly number[],
  field: string,
) => {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(liveMethodsOf(userId), inArray(paymentMethods.id, unique)));
  if (rows.length !== unique.length) fail('C2C_METHOD_NOT_FOUND', { field });
  return unique;
};

export const listC2cMethods = (context: AppContext, caller: Caller) =>
  c2cMethodsOf(context.db, caller.userId);

export const createC2cMethod = async (
  context: AppContext,
  caller: Caller,
  body: { kind: C2cMethodKind; provider: string; accountName: string; accountNo: string },
) =>
  context.db.transaction(async (tx) => {
    // Serialises one user's saves so the limit holds under concurrent calls.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('c2c-methods'), ${caller.userId}::int)`);
    const [count] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(paymentMethods)
      .where(liveMethodsOf(caller.userId));
    if ((count?.count ?? 0) >= C2C_PAYMENT_METHODS_MAX)
      fail('C2C_METHODS_LIMIT', { field: 'kind', values: { limit: C2C_PAYMENT_METHODS_MAX } });
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        userId: caller.userId,
        type: PaymentMethodType.c2c,
        fields: {
          kind: body.kind,
          provider: body.provider,
          accountName: body.accountName,
          accountNo: body.accountNo,
        },
      })
      .returning();
    return toC2cMethod(row!);
  });

/** Deletes a method no open (online or paused) ad of the caller accepts. */
export const deleteC2cMethod = async (context: AppContext, caller: Caller, body: { id: number }) =>
  context.db.transaction(async (tx) => {
    await requireOwnMethods(tx, caller.userId, [body.id], 'id');
    const [inUse] = await tx
      .select({ id: c2cAds.id })
      .from(c2cAds)
      .where(
        and(
          eq(c2cAds.userId, caller.userId),
          inArray(c2cAds.status, [C2cAdStatus.online, C2cAdStatus.offline]),
          sql`${body.id} = any(${c2cAds.paymentMethodIds})`,
        ),
      )
      .limit(1);
    if (inUse) fail('C2C_METHOD_IN_USE', { field: 'id' });
    await tx.update(paymentMethods).set({ isDeleted: true }).where(eq(paymentMethods.id, body.id));
    return { id: body.id };
  });
