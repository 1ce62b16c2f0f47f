import { z } from 'zod';
import { areaCodeSchema, captchaFields } from '../../../common';
import { defineOperation } from '../../operation';
import { tokenPairSchema } from './token-pair';

/** `username` is an e-mail, or phone digits together with `areaCode`. */
export const loginRequestSchema = z.strictObject({
  username: z.string().trim().min(3).max(254),
  areaCode: areaCodeSchema.optional(),
  password: z.string().min(1).max(128),
  ...captchaFields,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const login = defineOperation({
  method: 'POST',
  path: '/system/auth/login',
  auth: 'none',
  summary: 'Log in with e-mail or phone and password; revokes any other session of the account.',
  body: loginRequestSchema,
  response: tokenPairSchema,
});
