import { BigNumber } from 'bignumber.js';
import { asc, eq, inArray } from 'drizzle-orm';
import type { C2cOrder } from '@exchange/contracts';
import {
  c2cMerchants,
  c2cOrderEvents,
  c2cOrderFiles,
  c2cOrders,
  users,
  type DbOrTx,
} from '../../platform/db/index';
import { c2cMethodsById } from './c2c-methods';
import { maskName } from '../../platform/mask-name';

export type OrderRow = typeof c2cOrders.$inferSelect;
export type OrderSide = 'buyer' | 'seller';

/** The caller's side of an order, or undefined when it is not theirs. */
export const sideOf = (
  row: Pick<OrderRow, 'buyerId' | 'sellerId'>,
  userId: number,
): OrderSide | undefined => {
  if (row.buyerId === userId) return 'buyer';
  if (row.sellerId === userId) return 'seller';
  return undefined;
};

/** A party's shown name: a merchant's nickname, anyone else's nickname masked. */
const namesOf = async (db: DbOrTx, userIds: readonly number[]) => {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map<number, string>();
  const [people, merchants] = await Promise.all([
    db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, unique)),
    db
      .select({ userId: c2cMerchants.userId, nickname: c2cMerchants.nickname })
      .from(c2cMerchants)
      .where(inArray(c2cMerchants.userId, unique)),
  ]);
  const names = new Map(people.map((person) => [person.id, maskName(person.nickname)]));
  for (const merchant of merchants) names.set(merchant.userId, merchant.nickname);
  return names;
};

/** Orders as `viewer` sees them (a user id, or 'staff'): parties, where to pay, timeline, files. */
export const toOrders = async (
  db: DbOrTx,
  rows: readonly OrderRow[],
  viewer: number | 'staff',
): Promise<C2cOrder[]> => {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [events, files, methods, names] = await Promise.all([
    db
      .select()
      .from(c2cOrderEvents)
      .where(inArray(c2cOrderEvents.orderId, ids))
      .orderBy(asc(c2cOrderEvents.id)),
    db.select().from(c2cOrderFiles).where(inArray(c2cOrderFiles.orderId, ids)).orderBy(asc(c2cOrderFiles.id)),
    c2cMethodsById(
      db,
      rows.flatMap((row) => row.paymentMethodIds),
    ),
    namesOf(
      db,
      rows.flatMap((row) => [row.buyerId, row.sellerId]),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    no: row.no,
    adId: row.adId,
    asset: row.asset,
    fiat: row.fiat,
    price: new BigNumber(row.price).toFixed(),
    amount: new BigNumber(row.amount).toFixed(),
    fiatAmount: new BigNumber(row.fiatAmount).toFixed(),
    status: row.status,
    ending: row.ending as C2cOrder['ending'],
    role: viewer === 'staff' ? 'staff' : (sideOf(row, viewer) ?? 'staff'),
    buyer: { userId: row.buyerId, name: names.get(row.buyerId) ?? '***' },
    seller: { userId: row.sellerId, name: names.get(row.sellerId) ?? '***' },
    paymentMethods: row.paymentMethodIds.flatMap((id) => {
      const method = methods.get(id);
      return method ? [method] : [];
    }),
    paidMethodId: row.paidMethodId,
    files: files
      .filter((file) => file.orderId === row.id)
      .map((file) => ({
        id: file.id,
        kind: file.kind as 'proof' | 'evidence',
        by: file.by as OrderSide,
        at: file.at.getTime(),
      })),
    terms: row.terms,
    payDeadline: row.payDeadline.getTime(),
    paidAt: row.paidAt?.getTime() ?? null,
    endedAt: row.endedAt?.getTime() ?? null,
    appeal:
      row.appealBy && row.appealAt
        ? { by: row.appealBy as OrderSide, reason: row.appealReason ?? '', at: row.appealAt.getTime() }
        : null,
    events: events
      .filter((event) => event.orderId === row.id)
      .map((event) => ({
        kind: event.kind as C2cOrder['events'][number]['kind'],
        by: event.by,
        note: event.note,
        at: event.at.getTime(),
      })),
    createdAt: row.createdAt.getTime(),
  }));
};

export const toOrder = async (db: DbOrTx, row: OrderRow, viewer: number | 'staff') =>
  (await toOrders(db, [row], viewer))[0]!;

export const recordOrderEvent = (
  db: DbOrTx,
  event: { orderId: number; kind: string; by: string; note?: string | null; at: Date },
) => db.insert(c2cOrderEvents).values({ ...event, note: event.note ?? null });

export const orderRowOf = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(c2cOrders).where(eq(c2cOrders.id, id));
  return row;
};
