import { z } from 'zod';
import { areaCodeSchema, emailSchema, phoneSchema, verificationCodeSchema } from '../../common';
import { defineOperation } from '../operation';

/** The code (purpose 3) is sent to the NEW address or number, proving the user controls it. */
export const updateEmail = defineOperation({
  method: 'PUT',
  path: '/member/update-email',
  auth: 'member',
  summary: 'Change the e-mail address, with a code sent to the new address.',
  body: z.strictObject({ email: emailSchema, code: verificationCodeSchema }),
  response: z.literal(true),
});

export const updatePhone = defineOperation({
  method: 'PUT',
  path: '/member/update-phone',
  auth: 'member',
  summary: 'Change the phone number, with a code sent to the new number.',
  body: z.strictObject({ areaCode: areaCodeSchema, phone: phoneSchema, code: verificationCodeSchema }),
  response: z.literal(true),
});
