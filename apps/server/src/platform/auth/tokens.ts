import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Clock } from '../clock';
import type { Ids } from '../ids';

export const ACCESS_TOKEN_TTL_MS = 30 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ISSUER = 'exchange';

/**
 * `app` tokens work on /api/app-api only, `admin` tokens (staff) on /api/admin-api only, `im` tokens (the spec's
 * "temporary IM token", `im/token`) on the chat socket only: a chat client puts this one in its socket URL, where
 * proxies may log it, instead of a token that also moves money.
 */
export type Audience = 'app' | 'admin' | 'im';
export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  sessionId: string;
  userKind: number;
  tokenId: string;
  type: TokenType;
  audience: Audience;
  expiresAtMs: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  issue(
    input: Omit<TokenClaims, 'expiresAtMs' | 'tokenId'> & { tokenId?: string },
  ): Promise<{ token: string; tokenId: string; expiresAtMs: number }>;
  verify(token: string, expected: { type: TokenType; audience: Audience }): Promise<VerifyResult>;
}

/** Verified access tokens kept for their remaining life: a token is stateless, so re-verifying the same string
 * proves nothing new (revocation is the session registry's job, checked on every request regardless). */
const MAX_CACHED_TOKENS = 20_000;

/** HS256 only: `alg: none` and every other algorithm are refused by jwtVerify's `algorithms` list. */
export const createTokenService = (secret: string, clock: Clock, ids: Ids): TokenService => {
  // Imported once: handing jose raw bytes makes it import the HMAC key again on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verifiedAccessTokens = new Map<string, TokenClaims>();
  const remember = (token: string, claims: TokenClaims) => {
    if (verifiedAccessTokens.size >= MAX_CACHED_TOKENS)
      verifiedAccessTokens.delete(verifiedAccessTokens.keys().next().value as string);
    verifiedAccessTokens.set(token, claims);
  };
  return {
    issue: async ({ userId, sessionId, userKind, type, audience, tokenId = ids.uuid() }) => {
      const nowMs = clock.nowMs();
      const expiresAtMs = nowMs + (type === 'access' ? ACCESS_TOKEN_TTL_MS : REFRESH_TOKEN_TTL_MS);
      const token = await new SignJWT({ sid: sessionId, knd: userKind, typ: type })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setJti(tokenId)
        .setIssuedAt(Math.floor(nowMs / 1000))
        .setExpirationTime(Math.floor(expiresAtMs / 1000))
        .sign(await key);
      return { token, tokenId, expiresAtMs };
    },
    verify: async (token, expected) => {
      const cached = verifiedAccessTokens.get(token);
      if (cached) {
        if (cached.type !== expected.type || cached.audience !== expected.audience)
          return { ok: false, reason: 'invalid' };
        if (cached.expiresAtMs > clock.nowMs()) return { ok: true, claims: cached };
        verifiedAccessTokens.delete(token);
        return { ok: false, reason: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: expected.audience,
          currentDate: new Date(clock.nowMs()),
        });
        const userId = Number(payload.sub);
        if (
          payload.typ !== expected.type ||
          !Number.isSafeInteger(userId) ||
          typeof payload.sid !== 'string' ||
          typeof payload.jti !== 'string'
        ) {
          return { ok: false, reason: 'invalid' };
        }
        const claims: TokenClaims = {
          userId,
          sessionId: payload.sid,
          userKind: Number(payload.knd),
          tokenId: payload.jti,
          type: expected.type,
          audience: expected.audience,
          expiresAtMs: (payload.exp ?? 0) * 1000,
        };
        if (expected.type === 'access') remember(token, claims);
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
};
