import { z } from 'zod';
import { areaCodeSchema, passwordSchema, verificationCodeSchema } from '../../../common';
import { defineOperation } from '../../operation';
import { okSchema } from './token-pair';

export const resetPassword = defineOperation({
  method: 'POST',
  path: '/system/auth/reset-pwd',
  auth: 'none',
  summary:
    'Set a new login password with a code (purpose 2) sent to the account e-mail or phone; ends all sessions.',
  body: z.strictObject({
    account: z.string().trim().min(3).max(254),
    areaCode: areaCodeSchema.optional(),
    code: verificationCodeSchema,
    password: passwordSchema,
  }),
  response: okSchema,
});
