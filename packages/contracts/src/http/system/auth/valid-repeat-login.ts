import { z } from 'zod';
import { defineOperation } from '../../operation';
import { loginRequestSchema } from './login';

export const validRepeatLogin = defineOperation({
  method: 'POST',
  path: '/system/auth/valid-repeat-login',
  auth: 'none',
  summary:
    'With valid credentials, tells whether the account has a live session on another device (counts as a login attempt).',
  body: loginRequestSchema,
  response: z.object({ hasOtherSession: z.boolean() }),
});
