/**
 * Session tokens: JWT signed with HS256 via `jose`, carrying sub (user id), sid (the server-side session, see
 * lib/sessions.ts), role and exp (7 days). Verification pins the algorithm, so `alg: none` and any other algorithm
 * are rejected; a token without `sid` is refused (it names no session the server could end).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '#domain/business-constants';

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
  /**
   * A keyed MAC of `value` for one `purpose` (HMAC-SHA256 with the same secret, base64url, 192 bits): a capability
   * the server can check without storing it — a guest's key to their own checkout (docs/decisions/108).
   */
  mac(purpose: string, value: string): string;
  /** Whether `mac` is `mac(purpose, value)`, compared in constant time. */
  checkMac(purpose: string, value: string, mac: string): boolean;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const mac = (purpose: string, value: string) =>
    createHmac('sha256', key).update(`${purpose}\n${value}`).digest('base64url').slice(0, 32);
  return {
    mac,
    checkMac(purpose, value, given) {
      const expected = Buffer.from(mac(purpose, value));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
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
