import { z } from 'zod';
import { nameText } from '../../strict-text';
import { defineOperation } from '../operation';

export const updateAvatarName = defineOperation({
  method: 'PUT',
  path: '/member/update-avatar-name',
  auth: 'member',
  summary: 'Change nickname and/or avatar (a URL returned by infra/file/upload for this user).',
  body: z
    .strictObject({
      nickname: nameText(1, 32).optional(),
      avatar: z
        .string()
        .regex(/^\/uploads\/[A-Za-z0-9/_.-]{1,200}$/, 'must be a file uploaded here')
        .optional(),
    })
    .refine((body) => body.nickname !== undefined || body.avatar !== undefined, {
      message: 'nickname or avatar is required',
      path: ['nickname'],
    }),
  response: z.literal(true),
});
