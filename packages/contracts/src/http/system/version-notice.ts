import { z } from 'zod';
import { timestampMsSchema } from '../../common';
import { defineOperation } from '../operation';

/** A version notice (spec §4): updateType 0 ignored, 1 prompts to update, 2 forces a reload. */
export const versionNoticeSchema = z.object({
  id: z.number().int(),
  updateType: z.number().int(),
  version: z.string(),
  remark: z.string().nullable(),
  createdAt: timestampMsSchema,
});

/** The app API's read of the newest notice (the client compares its id with the one it cached). */
export const getLatestVersionNotice = defineOperation({
  method: 'GET',
  path: '/system/version-notice/latest',
  auth: 'none',
  summary:
    'The newest version notice, or null; the client acts only when its id differs from the cached one.',
  response: versionNoticeSchema.nullable(),
});
