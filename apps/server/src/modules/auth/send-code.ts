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
  let target = targetOf(query);
  if (query.purpose === VerificationPurpose.updateProfile) {
    if (target) await authenticate(context, request, 'member');
    else target = await ownTarget(context, request);
  }
  if (!target)
    return fail('BAD_REQUEST', {
      field: 'email',
      values: { reason: 'an e-mail, or an area code and phone, is required' },
    });
  const guard = await guardWithCaptcha(
    context,
    [{ key: `code-send-ip:${request.ip}`, threshold: SENDS_BEFORE_CAPTCHA }],
    query,
  );
  await guard.recordFailure();
  const existing =
    query.purpose === VerificationPurpose.updateProfile && targetOf(query)
      ? null
      : await findRegisteredUser(context.db, target);
  if (query.purpose === VerificationPurpose.register && existing)
    fail('ACCOUNT_EXISTS', { field: target.channel === 'email' ? 'email' : 'phone' });
  if (
    query.purpose === VerificationPurpose.updateProfile &&
    targetOf(query) &&
    (await findRegisteredUser(context.db, target))
  ) {
    fail(target.channel === 'email' ? 'EMAIL_TAKEN' : 'PHONE_TAKEN', {
      field: target.channel === 'email' ? 'email' : 'phone',
    });
  }
  const isSilent = query.purpose === VerificationPurpose.resetPassword && !existing;
  if (!isSilent) await issueVerificationCode(context, target, query.purpose, language);
  return { cooldownSeconds: CODE_COOLDOWN_MS / 1000, channel: target.channel };
};
