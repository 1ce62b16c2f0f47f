import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { VerificationPurpose } from '@exchange/contracts';
import { users } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { authenticate } from '../../platform/http/auth-guard';
import { findRegisteredUser, ownCodeTarget, type Account } from './accounts';
import { guardWithCaptcha } from './image-captcha';
import { CODE_COOLDOWN_MS, issueVerificationCode } from './verification-codes';

interface SendCodeQuery {
  purpose: 1 | 2 | 3;
  email?: string;
  areaCode?: string;
  phone?: string;
  captchaId?: string;
  captchaCode?: string;
}

/** Sends from one address beyond this count per 15 minutes need an image captcha. */
const SENDS_BEFORE_CAPTCHA = 5;

const targetOf = (query: SendCodeQuery): Account | null => {
  if (query.email && query.phone)
    fail('BAD_REQUEST', { field: 'phone', values: { reason: 'give an e-mail or a phone, not both' } });
  if (query.email) return { channel: 'email', address: query.email };
  if (query.phone) {
    if (!query.areaCode)
      fail('BAD_REQUEST', { field: 'areaCode', values: { reason: 'is required with a phone number' } });
    return { channel: 'sms', areaCode: query.areaCode!, phone: query.phone };
  }
  return null;
};

const ownTarget = async (context: AppContext, request: FastifyRequest) => {
  const caller = await authenticate(context, request, 'member');
  const [user] = await context.db.select().from(users).where(eq(users.id, caller.userId));
  const target = user ? ownCodeTarget(user) : null;
  if (!target) fail('NO_CONTACT_FOR_CODE');
  return target!;
};

/**
 * Purpose 1 refuses a registered target; purpose 2 answers the same whether or not the account exists; purpose 3
 * needs a signed-in member and goes to the given new target or, with none, to the member's own contact.
 */
export const sendVerificationCode = async (
  context: AppContext,
  query: SendCodeQuery,
  request: FastifyRequest,
  language: string,
) => {
  const givenTarget = targetOf(query);
  const isProfileUpdate = query.purpose === VerificationPurpose.updateProfile;
  if (isProfileUpdate && givenTarget) await authenticate(context, request, 'member');
  const target = givenTarget ?? (isProfileUpdate ? await ownTarget(context, request) : null);
  if (!target) {
    return fail('BAD_REQUEST', {
      field: 'email',
      values: { reason: 'an e-mail, or an area code and phone, is required' },
    });
  }
  const guard = await guardWithCaptcha(
    context,
    [{ key: `code-send-ip:${request.ip}`, threshold: SENDS_BEFORE_CAPTCHA }],
    query,
  );
  await guard.recordFailure();
  const field = target.channel === 'email' ? 'email' : 'phone';
  // Whether the target already belongs to an account decides each purpose differently (see the doc above).
  const isRegistered = (await findRegisteredUser(context.db, target)) !== null;
  if (query.purpose === VerificationPurpose.register && isRegistered) fail('ACCOUNT_EXISTS', { field });
  if (isProfileUpdate && givenTarget && isRegistered)
    fail(field === 'email' ? 'EMAIL_TAKEN' : 'PHONE_TAKEN', { field });
  const isSilent = query.purpose === VerificationPurpose.resetPassword && !isRegistered;
  if (!isSilent) await issueVerificationCode(context, target, query.purpose, language);
  return { cooldownSeconds: CODE_COOLDOWN_MS / 1000, channel: target.channel };
};
