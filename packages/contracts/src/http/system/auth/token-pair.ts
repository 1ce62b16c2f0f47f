import { z } from 'zod';

/** What login, registration, temporary-login and refresh-token return. `expiresTime`: access-token expiry, epoch ms. */
export const tokenPairSchema = z.object({
  userId: z.number().int(),
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresTime: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;
export const okSchema = z.literal(true);
