import { and, count, desc, eq } from 'drizzle-orm';
import { PaymentMethodType, type PaymentMethod } from '@exchange/contracts';
import { paymentMethods, type DbOrTx } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { CHAINS, isValidAddress, isValidMemo, type ChainCode } from './chains/index';

type MethodRow = typeof paymentMethods.$inferSelect;
type MethodKind = typeof PaymentMethodType.bankCard | typeof PaymentMethodType.virtualCurrency;

/** Display order and labels of the field/value pairs (spec §3 bank card); the client translates the field keys. */
const FIELD_ORDER: Record<MethodKind, string[]> = {
  [PaymentMethodType.bankCard]: ['bankName', 'accountName', 'accountNumber', 'branch', 'swift'],
  [PaymentMethodType.virtualCurrency]: ['label', 'coin', 'chain', 'address', 'memo'],
};

const toPaymentMethod = (row: MethodRow): PaymentMethod => {
  const order = FIELD_ORDER[row.type as MethodKind] ?? Object.keys(row.fields);
  return {
    id: row.id,
    type: row.type,
    fields: order
      .filter((field) => row.fields[field])
      .map((field) => ({ field, value: row.fields[field] ?? '' })),
    values: row.fields,
    createdAt: row.createdAt.getTime(),
  };
};

const compact = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));

/** A crypto destination must be a valid address of its chain (and a valid tag where the chain has one). */
export const requireValidAddress = (chain: ChainCode, address: string, memo: string | undefined) => {
  if (!isValidAddress(chain, address))
    fail('BAD_REQUEST', {
      field: 'address',
      values: { reason: `is not a valid ${CHAINS[chain].displayName} address` },
    });
  if (!isValidMemo(chain, memo ?? ''))
    fail('BAD_REQUEST', {
      field: 'memo',
      values: {
        reason: CHAINS[chain].isMemoRequired
          ? 'must be a destination tag (0-4294967295)'
          : 'is not used on this chain',
      },
    });
};

const fieldsOf = (type: MethodKind, body: Record<string, string | undefined>) => {
  if (type === PaymentMethodType.virtualCurrency)
    requireValidAddress(body.chain as ChainCode, body.address ?? '', body.memo);
  const { id: _id, ...values } = body;
  return compact(values);
};

/** The user's saved (not deleted) methods of one type. */
const liveMethodsOf = (userId: number, type: number) =>
  and(eq(paymentMethods.userId, userId), eq(paymentMethods.type, type), eq(paymentMethods.isDeleted, false));

/** One of the caller's live methods of this type, or 404 naming `field`. */
export const requireOwnMethod = async (
  db: DbOrTx,
  userId: number,
  id: number,
  type: number,
  field = 'id',
) => {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), liveMethodsOf(userId, type)));
  return row ?? fail('NOT_FOUND', { field });
};

/** At most this many saved methods of one type per user. */
export const MAX_METHODS_PER_TYPE = 20;

export const paymentMethodOperations = (type: MethodKind) => ({
  create: async (context: AppContext, caller: Caller, body: Record<string, string | undefined>) => {
    const fields = fieldsOf(type, body);
    const [live] = await context.db
      .select({ value: count() })
      .from(paymentMethods)
      .where(liveMethodsOf(caller.userId, type));
    if ((live?.value ?? 0) >= MAX_METHODS_PER_TYPE)
      fail('BAD_REQUEST', {
        field: 'type',
        values: { reason: `at most ${MAX_METHODS_PER_TYPE} may be saved` },
      });
    const [row] = await context.db
      .insert(paymentMethods)
      .values({ userId: caller.userId, type, fields })
      .returning();
    if (!row) throw new Error('payment method insert returned nothing');
    return toPaymentMethod(row);
  },
  update: async (
    context: AppContext,
    caller: Caller,
    body: { id: number } & Record<string, string | number | undefined>,
  ) => {
    await requireOwnMethod(context.db, caller.userId, body.id, type);
    const fields = fieldsOf(type, body as Record<string, string | undefined>);
    const [row] = await context.db
      .update(paymentMethods)
      .set({ fields, updatedAt: new Date(context.clock.nowMs()) })
      .where(and(eq(paymentMethods.id, body.id), eq(paymentMethods.userId, caller.userId)))
      .returning();
    if (!row) return fail('NOT_FOUND', { field: 'id' });
    return toPaymentMethod(row);
  },
  get: async (context: AppContext, caller: Caller, query: { id: number }) =>
    toPaymentMethod(await requireOwnMethod(context.db, caller.userId, query.id, type)),
  list: async (context: AppContext, caller: Caller) => {
    const rows = await context.db
      .select()
      .from(paymentMethods)
      .where(liveMethodsOf(caller.userId, type))
      .orderBy(desc(paymentMethods.id));
    return rows.map(toPaymentMethod);
  },
  remove: async (context: AppContext, caller: Caller, query: { id: number }) => {
    await requireOwnMethod(context.db, caller.userId, query.id, type);
    await context.db
      .update(paymentMethods)
      .set({ isDeleted: true, updatedAt: new Date(context.clock.nowMs()) })
      .where(and(eq(paymentMethods.id, query.id), eq(paymentMethods.userId, caller.userId)));
    return true as const;
  },
});
