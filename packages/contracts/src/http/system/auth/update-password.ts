import { z } from 'zod';
import { passwordSchema } from '../../../common';
import { defineOperation } from '../../operation';
import { okSchema } from './token-pair';

export const updatePassword = defineOperation({
  method: 'POST',
  path: '/system/auth/update-pwd',
  auth: 'member',
  summary:
    'Change the login password (needs the current one); the current session stays, refresh tokens of others die.',
  body: z.strictObject({ oldPassword: z.string().min(1).max(128), newPassword: passwordSchema }),
  response: okSchema,
});
