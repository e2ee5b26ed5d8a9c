/**
 * Session tokens: JWT signed with HS256 via `jose`, carrying sub (user id), sid (the server-side session, see
 * lib/sessions.ts), role and exp (7 days). Verification pins the algorithm, so `alg: none` and any other algorithm
 * are rejected; a token without `sid` is refused (it names no session the server could end).
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '../../domain/business-constants';

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  /** The sessions row this token belongs to. */
  sid: string;
  role: Role;
}

export type VerifyResult =
  | { ok: true; claims: TokenClaims & { exp: number; iat: number } }
  | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  sign(claims: TokenClaims, ttlSeconds?: number): Promise<string>;
  verify(token: string): Promise<VerifyResult>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims, ttlSeconds = TOKEN_TTL_SECONDS) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ role: claims.role, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string' ||
          typeof payload.exp !== 'number'
        )
          return { ok: false, reason: 'invalid' };
        const role = payload.role === 'admin' ? 'admin' : 'user';
        return {
          ok: true,
          claims: { sub: payload.sub, sid: payload.sid, role, exp: payload.exp, iat: payload.iat ?? 0 },
        };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
        return { ok: false, reason: 'invalid' };
      }
    },
  };
}
