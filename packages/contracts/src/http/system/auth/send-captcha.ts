import { z } from 'zod';
import { areaCodeSchema, captchaFields, emailSchema, phoneSchema } from '../../../common';
import { defineOperation } from '../../operation';

/**
 * Sends a 6-digit code. Target: `email`, or `areaCode` + `phone`; a signed-in member asking for purpose 3 with no
 * target gets it on their own contact. Purpose 1 refuses a taken target; purpose 2 answers the same whether or not
 * the account exists (no account enumeration).
 */
export const sendCaptcha = defineOperation({
  method: 'GET',
  path: '/system/auth/send-captcha',
  auth: 'none',
  summary:
    'Send a verification code by e-mail or SMS (purpose 1 register, 2 reset password, 3 update profile).',
  query: z.strictObject({
    purpose: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
    email: emailSchema.optional(),
    areaCode: areaCodeSchema.optional(),
    phone: phoneSchema.optional(),
    ...captchaFields,
  }),
  response: z.object({ cooldownSeconds: z.number().int(), channel: z.enum(['email', 'sms']) }),
});
