import { z } from 'zod';
import { defineOperation } from '../operation';

export const currentMemberSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  areaCode: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  realName: z.string().nullable(),
  /** 0 none, 1 under review, 2 verified, -1 rejected (RealNameStatus). */
  realnameStatus: z.number().int(),
  hasPayPassword: z.boolean(),
  /** 1 anonymous visitor, 2 registered (UserKind). */
  userKind: z.number().int(),
  inviteCode: z.string().nullable(),
  createdAt: z.number().int(),
});
export type CurrentMember = z.infer<typeof currentMemberSchema>;

export const getCurrentMember = defineOperation({
  method: 'GET',
  path: '/member/get-current-member',
  auth: 'session',
  summary: 'The signed-in user (or visitor).',
  response: currentMemberSchema,
});
