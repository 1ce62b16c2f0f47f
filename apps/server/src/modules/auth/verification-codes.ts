import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { VerificationPurpose } from '@exchange/contracts';
import { verificationCodes, type Tx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { AppError, fail } from '../../platform/errors';
import { constantTimeEqual, keyedHash } from '../../platform/auth/passwords';
import { accountKey, type Account } from './accounts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_COOLDOWN_MS = 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

const hashCode = (context: AppContext, account: Account, purpose: number, code: string) =>
  keyedHash(context.hashSecret, 'code', accountKey(account), String(purpose), code);

/** Creates and delivers a 6-digit code; refuses a second one to the same target within the cooldown. */
export const issueVerificationCode = async (
  context: AppContext,
  account: Account,
  purpose: VerificationPurpose,
  language: string,
) => {
  const now = context.clock.nowMs();
  const target = accountKey(account);
  const [recent] = await context.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        gt(verificationCodes.createdAt, new Date(now - CODE_COOLDOWN_MS)),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (recent) {
    const seconds = Math.ceil((recent.createdAt.getTime() + CODE_COOLDOWN_MS - now) / 1000);
    fail('CODE_COOLDOWN', { values: { seconds }, data: { retryAfterSeconds: seconds } });
  }
  const code = context.ids.numericCode(6);
  await context.db.insert(verificationCodes).values({
    id: context.ids.uuid(),
    channel: account.channel,
    target,
    purpose,
    codeHash: hashCode(context, account, purpose, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + CODE_TTL_MS),
  });
  const t = (key: string) =>
    context.catalogue.translate(language, 'error', key, {
      code,
      minutes: CODE_TTL_MS / 60_000,
      app: context.config.APP_BASE_NAME,
    });
  if (account.channel === 'email')
    await context.mailer.send({
      to: account.address,
      subject: t('mail.codeSubject'),
      text: t('mail.codeBody'),
    });
  else await context.sms.send({ to: `${account.areaCode}${account.phone}`, text: t('mail.smsBody') });
};

/**
 * Checks a code, marks it used and runs `work` in the SAME transaction, so what the code authorises commits
 * together with its consumption (a failure in `work` leaves the code usable). The attempt is counted in its own
 * statement before that transaction — committed whatever happens later — so five wrong guesses always burn the
 * code. The comparison is constant-time. Never call this inside another transaction: on PGlite (one connection)
 * the nested statements would wait on the outer transaction forever.
 */
export const consumeVerificationCode = async <T = void>(
  context: AppContext,
  input: { target: Account; purpose: VerificationPurpose; code: string },
  work?: (tx: Tx) => Promise<T>,
): Promise<T> => {
  const now = new Date(context.clock.nowMs());
  const target = accountKey(input.target);
  const [latest] = await context.db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!latest) return fail('CODE_INVALID', { field: 'code' });
  const [counted] = await context.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, latest.id), lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ codeHash: verificationCodes.codeHash });
  if (!counted) return fail('CODE_ATTEMPTS_EXCEEDED', { field: 'code' });
  if (!constantTimeEqual(counted.codeHash, hashCode(context, input.target, input.purpose, input.code))) {
    throw new AppError('CODE_INVALID', { field: 'code' });
  }
  return context.db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    // Someone else used the same code between our check and now.
    if (!consumed) fail('CODE_INVALID', { field: 'code' });
    return work ? work(tx) : (undefined as T);
  });
};

export { VerificationPurpose };
