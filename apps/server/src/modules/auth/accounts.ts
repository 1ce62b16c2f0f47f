import { and, eq } from 'drizzle-orm';
import { UserKind } from '@exchange/contracts';
import { users, type DbOrTx } from '../../platform/db/index';
import { fail } from '../../platform/errors';
import type { Ids } from '../../platform/ids';

export type Account =
  { channel: 'email'; address: string } | { channel: 'sms'; areaCode: string; phone: string };

/** `username` is an e-mail when it contains @, otherwise phone digits that need an area code. */
export const parseAccount = (username: string, areaCode: string | undefined, field = 'username'): Account => {
  const trimmed = username.trim();
  if (trimmed.includes('@')) return { channel: 'email', address: trimmed.toLowerCase() };
  const digits = trimmed.replace(/[\s-]/g, '');
  if (!/^\d{4,15}$/.test(digits))
    fail('BAD_REQUEST', { field, values: { reason: 'must be an e-mail address or a phone number' } });
  if (!areaCode)
    fail('BAD_REQUEST', { field: 'areaCode', values: { reason: 'is required with a phone number' } });
  return { channel: 'sms', areaCode: areaCode as string, phone: digits };
};

/** The string codes and counters are keyed by. */
export const accountKey = (account: Account) =>
  account.channel === 'email' ? account.address : `${account.areaCode} ${account.phone}`;

export const accountCondition = (account: Account) =>
  account.channel === 'email'
    ? eq(users.email, account.address)
    : and(eq(users.areaCode, account.areaCode), eq(users.phone, account.phone));

export const findRegisteredUser = async (db: DbOrTx, account: Account) => {
  const [user] = await db
    .select()
    .from(users)
    .where(and(accountCondition(account), eq(users.kind, UserKind.real)));
  return user ?? null;
};

/** Where a signed-in user's own purpose-3 codes go: e-mail first, else phone. */
export const ownCodeTarget = (user: {
  email: string | null;
  areaCode: string | null;
  phone: string | null;
}): Account | null => {
  if (user.email) return { channel: 'email', address: user.email };
  if (user.areaCode && user.phone) return { channel: 'sms', areaCode: user.areaCode, phone: user.phone };
  return null;
};

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 8 characters without look-alikes (0/O, 1/I). */
export const newInviteCode = (ids: Ids) =>
  Array.from(
    ids.token(8),
    (character) => INVITE_ALPHABET[character.charCodeAt(0) % INVITE_ALPHABET.length],
  ).join('');

export const defaultNickname = (account: Account) =>
  account.channel === 'email'
    ? account.address.split('@')[0]!.slice(0, 24)
    : `user${account.phone.slice(-4)}`;
