import { z } from 'zod';
import { payPasswordSchema, verificationCodeSchema } from '../../common';
import { defineOperation } from '../operation';

/** The code (purpose 3) comes from send-captcha with no target while signed in: it goes to the user's own contact. */
export const updatePayPassword = defineOperation({
  method: 'PUT',
  path: '/member/update-pay-pwd',
  auth: 'member',
  summary: 'Set or change the 6-digit pay password (separate from the login password).',
  body: z.strictObject({ code: verificationCodeSchema, payPassword: payPasswordSchema }),
  response: z.literal(true),
});
