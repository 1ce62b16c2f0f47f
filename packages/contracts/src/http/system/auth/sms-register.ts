import { z } from 'zod';
import {
  areaCodeSchema,
  captchaFields,
  inviteCodeSchema,
  passwordSchema,
  phoneSchema,
  verificationCodeSchema,
} from '../../../common';
import { defineOperation } from '../../operation';
import { tokenPairSchema } from './token-pair';

export const smsRegister = defineOperation({
  method: 'POST',
  path: '/system/auth/sms-register',
  auth: 'none',
  summary:
    'Register with a phone number (+area code) and the code sent by SMS (purpose 1); signs the new user in.',
  body: z.strictObject({
    areaCode: areaCodeSchema,
    phone: phoneSchema,
    code: verificationCodeSchema,
    password: passwordSchema,
    inviteCode: inviteCodeSchema.optional(),
    ...captchaFields,
  }),
  response: tokenPairSchema,
});
