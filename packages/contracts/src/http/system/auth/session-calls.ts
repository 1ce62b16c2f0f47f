import { z } from 'zod';
import { defineOperation } from '../../operation';
import { okSchema, tokenPairSchema } from './token-pair';

/** The small session calls that take no body: one file because each is a single line of contract. */
const emptyBody = z.strictObject({}).optional();

export const keepOnline = defineOperation({
  method: 'POST',
  path: '/system/auth/keep-online',
  auth: 'session',
  summary: 'Heartbeat: marks the session online; answers 409 when the session was replaced elsewhere.',
  body: emptyBody,
  response: okSchema,
});

export const cancelOnline = defineOperation({
  method: 'POST',
  path: '/system/auth/cancel-online',
  auth: 'session',
  summary: 'Marks the session offline (app sent to background) without ending it.',
  body: emptyBody,
  response: okSchema,
});

export const logout = defineOperation({
  method: 'POST',
  path: '/system/auth/logout',
  auth: 'session',
  summary: 'Ends this session; its access and refresh tokens stop working at once.',
  body: emptyBody,
  response: okSchema,
});

export const temporaryLogin = defineOperation({
  method: 'POST',
  path: '/system/auth/temporary-login',
  auth: 'none',
  summary: 'Creates an anonymous visitor (user kind 1) with its own session, for customer-service chat.',
  body: emptyBody,
  response: tokenPairSchema,
});

export const refreshToken = defineOperation({
  method: 'POST',
  path: '/system/auth/refresh-token',
  auth: 'none',
  summary: 'Rotates the refresh token; reusing an already-rotated one revokes the whole session (409).',
  body: z.strictObject({ refreshToken: z.string().min(10).max(2048) }),
  response: tokenPairSchema,
});
