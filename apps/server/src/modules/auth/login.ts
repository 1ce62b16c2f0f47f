import { and, eq, isNull } from 'drizzle-orm';
import type { LoginRequest } from '@exchange/contracts';
import { sessions } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { verifyPassword } from '../../platform/auth/passwords';
import { accountKey, findRegisteredUser, parseAccount } from './accounts';
import { guardWithCaptcha } from './image-captcha';
import { openSession } from './sessions';

/** After this many failures for one account (or ten from one address) in 15 minutes, a captcha is required. */
const ACCOUNT_FAILURES_BEFORE_CAPTCHA = 3;
const ADDRESS_FAILURES_BEFORE_CAPTCHA = 10;

/** Checks credentials (with the captcha rule) and returns the user; wrong account and wrong password look the same. */
export const checkCredentials = async (context: AppContext, body: LoginRequest, ip: string) => {
  const account = parseAccount(body.username, body.areaCode);
  const guard = await guardWithCaptcha(
    context,
    [
      { key: `login-fail:${accountKey(account)}`, threshold: ACCOUNT_FAILURES_BEFORE_CAPTCHA },
      { key: `login-fail-ip:${ip}`, threshold: ADDRESS_FAILURES_BEFORE_CAPTCHA },
    ],
    body,
  );
  const user = await findRegisteredUser(context.db, account);
  const isValid = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !isValid) {
    await guard.recordFailure();
    return fail('BAD_CREDENTIALS', { field: 'password' });
  }
  if (user.status !== 1) fail('ACCOUNT_DISABLED');
  await guard.reset();
  return user;
};

export const login = async (
  context: AppContext,
  body: LoginRequest,
  meta: { ip: string; userAgent?: string },
) => {
  const user = await checkCredentials(context, body, meta.ip);
  return openSession(context, user, meta);
};

export const hasOtherSession = async (context: AppContext, body: LoginRequest, ip: string) => {
  const user = await checkCredentials(context, body, ip);
  const [live] = await context.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
    .limit(1);
  return { hasOtherSession: Boolean(live) };
};
