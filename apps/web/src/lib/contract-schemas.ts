import {
  emailSchema,
  inviteCodeSchema,
  passwordSchema,
  payPasswordSchema,
  phoneSchema,
  verificationCodeSchema,
} from '@exchange/contracts/common';
import { realNameFieldsSchema } from '@exchange/contracts/http/member/real-name';
import { updateAvatarName } from '@exchange/contracts/http/member/update-avatar-name';
import type { Schema } from './schema-shape';

/**
 * The contract schemas the forms validate with: the server's own rules. Loaded on demand (form-rules.ts), so zod
 * is not part of the first download.
 */
export const contractSchemas = {
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
  payPassword: payPasswordSchema,
  code: verificationCodeSchema,
  inviteCode: inviteCodeSchema,
  realName: realNameFieldsSchema.shape.realName,
  documentNumber: realNameFieldsSchema.shape.documentNumber,
  nickname: {
    safeParse: (value: unknown) =>
      updateAvatarName.body?.safeParse({ nickname: value }) ?? { success: false },
  },
} satisfies Record<string, Schema>;
