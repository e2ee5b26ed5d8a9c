/**
 * The web app's session cookie and the same-origin proof that cookie-authenticated writes must carry
 * (docs/decisions/113-session-cookie-and-csrf.md).
 *
 * The cookie holds the same token the sign-in reply answers (a JWT naming a `sessions` row), so ending the session
 * (logout, password reset or change, e-mail change) ends the cookie too: plugins/auth.ts checks both the same way.
 * HttpOnly (no script reads it), SameSite=Lax, Path=/, Secure when the request came over https — as the request
 * is seen through TRUST_PROXY (Fastify's `request.protocol` reads X-Forwarded-Proto only from trusted proxies).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'aurelia_session';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isUnsafeMethod = (method: string): boolean => UNSAFE_METHODS.has(method.toUpperCase());

/** A JWT is base64url parts and dots; anything else in the cookie is not ours and is ignored. */
const TOKEN_RE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const MAX_TOKEN_LENGTH = 2048;

/** The session token in a Cookie header, or undefined. Cheap when the cookie is absent (one substring check). */
export function readSessionCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader || !cookieHeader.includes(`${SESSION_COOKIE}=`)) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (value && value.length <= MAX_TOKEN_LENGTH && TOKEN_RE.test(value)) return value;
  }
  return undefined;
}

/** Whether the request carries a credential at all (a bearer header or the session cookie). */
export function carriesCredentials(request: FastifyRequest): boolean {
  return !!request.headers.authorization || readSessionCookie(request.headers.cookie) !== undefined;
}

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

function cookieLine(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${SESSION_COOKIE}=${value}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (isHttps(request)) parts.push('Secure');
  return parts.join('; ');
}

/** Sets the session cookie to `token` for `maxAgeSeconds` (the token's remaining lifetime). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.header('set-cookie', cookieLine(request, token, maxAgeSeconds));
  // A reply that sets a session must never be kept by a shared cache.
  reply.header('cache-control', 'no-store');
}

/** Tells the browser to forget the session cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookieLine(request, '', 0));
  reply.header('cache-control', 'no-store');
}

/** The origin (scheme://host[:port], default port dropped) of a URL, or null when it is not an http(s) URL. */
function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a browser request provably comes from the shop's own pages (OWASP's "verifying origin with standard
 * headers", with Fetch Metadata):
 * - `Sec-Fetch-Site: cross-site` fails, whatever else is said;
 * - an `Origin` header must name the shop's APP_URL origin or the request's own origin (its host and protocol as
 *   seen through TRUST_PROXY);
 * - without one (or with `Origin: null`, which browsers send for same-origin posts under `Referrer-Policy:
 *   no-referrer`), a `Referer` must name one of those origins, or else `Sec-Fetch-Site` must be `same-origin` (a
 *   header only the browser sets).
 * A request with none of these proves nothing and fails.
 */
export function provesSameOrigin(request: FastifyRequest, appUrl: string): boolean {
  const site = String(request.headers['sec-fetch-site'] ?? '').toLowerCase();
  if (site === 'cross-site') return false;
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  let claimed: string | null;
  if (typeof origin === 'string' && origin !== '' && origin !== 'null') claimed = originOf(origin);
  else if (typeof referer === 'string' && referer !== '') claimed = originOf(referer);
  else return site === 'same-origin';
  if (!claimed) return false;
  if (claimed === originOf(appUrl)) return true;
  return claimed === originOf(`${request.protocol}://${request.host}`);
}

/**
 * Whether the request says, through a browser's own headers, that it comes from another site. Requests without
 * such headers (API clients, curl) are not "cross-site": they carry no ambient credentials to abuse.
 */
export function saysCrossSite(request: FastifyRequest, appUrl: string): boolean {
  if (String(request.headers['sec-fetch-site'] ?? '').toLowerCase() === 'cross-site') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '' || origin === 'null') return false;
  return !provesSameOrigin(request, appUrl);
}
