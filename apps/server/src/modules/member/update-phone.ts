import { COUNTRIES } from '@exchange/contracts/reference/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/db/index';
import { isPhoneTakenByOther, requireActiveUser, updateUserWithProfileCode } from './users-repository';

const KNOWN_AREA_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((country) => country.dialCode));

/** Same shape as update-email: the code went to the NEW number; uniqueness is checked first and enforced by the index. */
export const updatePhone = async (
  context: AppContext,
  caller: Caller,
  body: { areaCode: string; phone: string; code: string },
) => {
  if (!KNOWN_AREA_CODES.has(body.areaCode))
    fail('BAD_REQUEST', { field: 'areaCode', values: { reason: 'is not a known dialling code' } });
  await requireActiveUser(context.db, caller.userId);
  const phone = { areaCode: body.areaCode, phone: body.phone };
  if (await isPhoneTakenByOther(context.db, caller.userId, phone)) fail('PHONE_TAKEN', { field: 'phone' });
  const target = { channel: 'sms' as const, ...phone };
  try {
    await updateUserWithProfileCode(context, {
      userId: caller.userId,
      target,
      code: body.code,
      changes: phone,
    });
  } catch (error) {
    if (isUniqueViolation(error)) fail('PHONE_TAKEN', { field: 'phone' });
    throw error;
  }
  return true as const;
};
