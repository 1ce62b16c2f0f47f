import { z } from 'zod';
import {
  captchaFields,
  emailSchema,
  inviteCodeSchema,
  passwordSchema,
  verificationCodeSchema,
} from '../../../common';
import { defineOperation } from '../../operation';
import { tokenPairSchema } from './token-pair';

export const emailRegister = defineOperation({
  method: 'POST',
  path: '/system/auth/email-register',
  auth: 'none',
  summary: 'Register with an e-mail and the code sent to it (purpose 1); signs the new user in.',
  body: z.strictObject({
    email: emailSchema,
    code: verificationCodeSchema,
    password: passwordSchema,
    inviteCode: inviteCodeSchema.optional(),
    ...captchaFields,
  }),
  response: tokenPairSchema,
});
