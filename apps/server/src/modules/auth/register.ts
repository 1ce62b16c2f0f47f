import { UserKind, VerificationPurpose } from '@exchange/contracts';
import { isUniqueViolation, users } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { AppError, fail } from '../../platform/errors';
import { hashPassword } from '../../platform/auth/passwords';
import { defaultNickname, findRegisteredUser, newInviteCode, type Account } from './accounts';
import { guardWithCaptcha } from './image-captcha';
import { consumeVerificationCode } from './verification-codes';
import { openSession } from './sessions';
import { announceRegistration, resolveInviteCode } from './invite-codes';

interface RegisterInput {
  account: Account;
  code: string;
  password: string;
  inviteCode?: string;
  captchaId?: string;
  captchaCode?: string;
}

const FAILED_REGISTRATIONS_BEFORE_CAPTCHA = 5;

/**
 * Registration by e-mail or phone: the code (purpose 1) is consumed in the same transaction that creates the user,
 * so a failure leaves the code usable and no half-made account. The new user is signed in.
 */
export const register = async (
  context: AppContext,
  input: RegisterInput,
  meta: { ip: string; userAgent?: string },
) => {
  const guard = await guardWithCaptcha(
    context,
    [{ key: `register-fail-ip:${meta.ip}`, threshold: FAILED_REGISTRATIONS_BEFORE_CAPTCHA }],
    input,
  );
  try {
    if (await findRegisteredUser(context.db, input.account))
      fail('ACCOUNT_EXISTS', { field: input.account.channel === 'email' ? 'email' : 'phone' });
    const invite = await resolveInviteCode(context, input.inviteCode);
    const passwordHash = await hashPassword(input.password);
    const user = await consumeVerificationCode(
      context,
      { target: input.account, purpose: VerificationPurpose.register, code: input.code },
      async (tx) => {
        const inviteCode = newInviteCode(context.ids);
        const [created] = await tx
          .insert(users)
          .values({
            kind: UserKind.real,
            email: input.account.channel === 'email' ? input.account.address : null,
            areaCode: input.account.channel === 'sms' ? input.account.areaCode : null,
            phone: input.account.channel === 'sms' ? input.account.phone : null,
            passwordHash,
            nickname: defaultNickname(input.account),
            inviteCode,
            invitedByUserId: invite?.inviterId ?? null,
            createdAt: new Date(context.clock.nowMs()),
            updatedAt: new Date(context.clock.nowMs()),
          })
          .returning({ id: users.id, kind: users.kind });
        await announceRegistration(tx, context, { id: created!.id, inviteCode }, invite);
        return created!;
      },
    );
    return await openSession(context, user, meta);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('ACCOUNT_EXISTS', { field: input.account.channel === 'email' ? 'email' : 'phone' });
    if (
      error instanceof AppError &&
      ['CODE_INVALID', 'CODE_ATTEMPTS_EXCEEDED', 'INVITE_CODE_INVALID'].includes(error.errorName)
    ) {
      await guard.recordFailure();
    }
    throw error;
  }
};
