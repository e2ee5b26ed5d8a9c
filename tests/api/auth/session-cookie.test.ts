/**
 * The web app's session cookie and its CSRF rule (docs/decisions/113): sign-ins set an HttpOnly, SameSite=Lax
 * cookie (Secure only behind https as TRUST_PROXY sees it); the cookie authenticates like the bearer token and is
 * ended the same way; a write authenticated by the cookie alone must prove it comes from the shop's own pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { createProduct, setProductStatus } from '#tests/helpers/catalog-fixtures';
import { users } from '#server/db/schema';
import { AUTH_MESSAGES } from '#server/plugins/auth';
import { SESSION_COOKIE } from '#server/lib/session-cookie';
import { TOKEN_TTL_SECONDS } from '#server/lib/tokens';

const CROSS_SITE = AUTH_MESSAGES.crossSite;
/** app.inject's requests arrive at Host `localhost:80`; the test app's APP_URL is http://shop.test. */
const OWN = { origin: 'http://shop.test' };

function setCookieLines(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

function sessionCookieLine(res: LightMyRequestResponse): string | undefined {
  return setCookieLines(res).find((l) => l.startsWith(`${SESSION_COOKIE}=`));
}

function attributes(line: string): { value: string; attrs: Map<string, string> } {
  const [pair, ...rest] = line.split(';').map((p) => p.trim());
  const attrs = new Map<string, string>();
  for (const a of rest) {
    const eq = a.indexOf('=');
    attrs.set((eq === -1 ? a : a.slice(0, eq)).toLowerCase(), eq === -1 ? '' : a.slice(eq + 1));
  }
  return { value: pair!.slice(SESSION_COOKIE.length + 1), attrs };
}

const cookie = (token: string) => ({ cookie: `other=1; ${SESSION_COOKIE}=${token}` });

describe('the session cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const login = async (email: string, password: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-user',
      headers,
      payload: { email, password },
    });
    expect(res.statusCode).toBe(200);
    return res;
  };
  const checkAuth = (headers: Record<string, string>) =>
    t.app.inject({ url: '/api/auth/check-auth', headers });
  const rename = (headers: Record<string, string>, name: string, email: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/update-detail',
      headers,
      payload: { name, mobile: '9876543210', email },
    });
  const nameOf = async (id: string) =>
    (await t.app.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]!.name;

  it('login sets the token as an HttpOnly, SameSite=Lax cookie for the whole site, for the token’s life, not Secure over http', async () => {
    const u = await createUser(t.app);
    const res = await login(u.email, u.password);
    const line = sessionCookieLine(res);
    expect(line).toBeDefined();
    const { value, attrs } = attributes(line!);
    expect(value).toBe(res.json().token);
    expect(attrs.has('httponly')).toBe(true);
    expect(attrs.get('samesite')).toBe('Lax');
    expect(attrs.get('path')).toBe('/');
    expect(attrs.get('max-age')).toBe(String(TOKEN_TTL_SECONDS));
    expect(attrs.has('secure')).toBe(false);
    expect(res.headers['cache-control']).toBe('no-store');
    // Without TRUST_PROXY a client's X-Forwarded-Proto is not believed.
    const spoofed = await login(u.email, u.password, { 'x-forwarded-proto': 'https' });
    expect(attributes(sessionCookieLine(spoofed)!).attrs.has('secure')).toBe(false);
  });

  it('a failed login sets no cookie', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-user',
      payload: { email: u.email, password: 'not the password' },
    });
    expect(res.statusCode).toBe(401);
    expect(sessionCookieLine(res)).toBeUndefined();
  });

  it('both sign-ups set the cookie too', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-user',
      payload: {
        name: 'Meera Iyer',
        phone: '9876543210',
        email: `meera-${Date.now()}@example.com`,
        password: 'lotus pond at dawn 42',
      },
    });
    expect(signup.statusCode).toBe(201);
    expect(attributes(sessionCookieLine(signup)!).value).toBe(signup.json().token);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Kiran Rao',
        email: `kiran-${Date.now()}@example.com`,
        password: 'monsoon kite string 7',
        confirmPassword: 'monsoon kite string 7',
      },
    });
    expect(checkout.statusCode).toBe(201);
    const { value } = attributes(sessionCookieLine(checkout)!);
    expect(value).toBe(checkout.json().token);
    expect((await checkAuth(cookie(value))).json().user.name).toBe('Kiran Rao');
  });

  it('the cookie authenticates reads without any Origin, as the bearer does', async () => {
    const u = await createUser(t.app);
    const token = attributes(sessionCookieLine(await login(u.email, u.password))!).value;
    const res = await checkAuth(cookie(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(u.email);
    // No credential at all is still the spec's 401.
    const none = await checkAuth({});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: AUTH_MESSAGES.missing });
    // A cookie that is not a token is no credential.
    expect((await checkAuth({ cookie: `${SESSION_COOKIE}=hello` })).statusCode).toBe(401);
  });

  it('refuses a cookie-only write from another site, or without Origin and Referer, and changes nothing', async () => {
    const u = await createUser(t.app, { name: 'Asha Menon' });
    const token = attributes(sessionCookieLine(await login(u.email, u.password))!).value;
    const attempts: Array<Record<string, string>> = [
      {},
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'null', 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://shop.test.evil.example' },
      { referer: 'https://evil.example/page' },
      // The right Origin, but the browser says the page was another site's.
      { ...OWN, 'sec-fetch-site': 'cross-site' },
    ];
    for (const extra of attempts) {
      const res = await rename({ ...cookie(token), ...extra }, 'Mallory', u.email);
      expect(res.statusCode, JSON.stringify(extra)).toBe(403);
      expect(res.json()).toEqual({ success: false, message: CROSS_SITE });
    }
    // Nor may another site log the shopper out.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...cookie(token), origin: 'https://evil.example' },
    });
    expect(out.statusCode).toBe(403);
    expect(sessionCookieLine(out)).toBeUndefined();
    expect(await nameOf(u.id)).toBe('Asha Menon');
    expect((await checkAuth(cookie(token))).statusCode).toBe(200);
  });

  it('accepts a cookie-only write from the shop’s own pages: APP_URL’s origin, the request’s own host, or a Referer', async () => {
    const u = await createUser(t.app);
    const token = attributes(sessionCookieLine(await login(u.email, u.password))!).value;
    const own: Array<Record<string, string>> = [
      OWN,
      { ...OWN, 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost' },
      { referer: 'http://shop.test/profile?tab=details' },
      // A same-origin post under Referrer-Policy: no-referrer: Origin null, but the browser's Fetch Metadata says.
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
    ];
    for (const [i, extra] of own.entries()) {
      const res = await rename({ ...cookie(token), ...extra }, `Asha ${'I'.repeat(i + 1)}`, u.email);
      expect(res.statusCode, JSON.stringify(extra)).toBe(200);
      expect(await nameOf(u.id)).toBe(`Asha ${'I'.repeat(i + 1)}`);
    }
  });

  it('a bearer write needs no Origin, and the bearer wins over the cookie', async () => {
    const u = await createUser(t.app);
    const res = await rename(u.headers, 'Bearer Person', u.email);
    expect(res.statusCode).toBe(200);
    expect(await nameOf(u.id)).toBe('Bearer Person');
    // A bearer from another site's page is not a browser's ambient credential: not refused for its Origin.
    expect((await rename({ ...u.headers, origin: 'https://tool.example' }, 'Tool', u.email)).statusCode).toBe(
      200,
    );
    // Both sent: the bearer decides (a bad bearer is a 401 even with a good cookie).
    const other = await createUser(t.app);
    const both = await checkAuth({ ...other.headers, ...cookie(u.token) });
    expect(both.json().user.email).toBe(other.email);
    const badBearer = await checkAuth({ authorization: 'Bearer nope', ...cookie(u.token) });
    expect(badBearer.statusCode).toBe(401);
  });

  it('logout ends the session and clears the cookie; the old cookie is refused afterwards', async () => {
    const u = await createUser(t.app);
    const token = attributes(sessionCookieLine(await login(u.email, u.password))!).value;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...cookie(token), ...OWN },
    });
    expect(out.statusCode).toBe(200);
    const cleared = attributes(sessionCookieLine(out)!);
    expect(cleared.value).toBe('');
    expect(cleared.attrs.get('max-age')).toBe('0');
    expect(cleared.attrs.get('path')).toBe('/');
    const after = await checkAuth(cookie(token));
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(AUTH_MESSAGES.ended);
    // Logging out again with the dead cookie is a 401 that still clears it.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...cookie(token), ...OWN },
    });
    expect(again.statusCode).toBe(401);
    expect(attributes(sessionCookieLine(again)!).attrs.get('max-age')).toBe('0');
    // A bearer logout clears the cookie too (harmless for API clients).
    const b = await createUser(t.app);
    const bearerOut = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: b.headers });
    expect(bearerOut.statusCode).toBe(200);
    expect(attributes(sessionCookieLine(bearerOut)!).attrs.get('max-age')).toBe('0');
  });

  it('a password change elsewhere ends the cookie’s session', async () => {
    const u = await createUser(t.app);
    const token = attributes(sessionCookieLine(await login(u.email, u.password))!).value;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/change-password',
      headers: u.headers,
      payload: { currentPassword: u.password, newPassword: 'a brand new secret 2026' },
    });
    expect(changed.statusCode).toBe(200);
    const res = await checkAuth(cookie(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(AUTH_MESSAGES.passwordChanged);
    const write = await rename({ ...cookie(token), ...OWN }, 'Ghost', u.email);
    expect(write.statusCode).toBe(401);
    expect(await nameOf(u.id)).not.toBe('Ghost');
  });

  it('a browser that kept its token can move it into the cookie once, with the bearer; never with the cookie', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/session-cookie', headers: u.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { _id: u.id, email: u.email } });
    const { value, attrs } = attributes(sessionCookieLine(res)!);
    expect(value).toBe(u.token);
    const maxAge = Number(attrs.get('max-age'));
    expect(maxAge).toBeGreaterThan(TOKEN_TTL_SECONDS - 60);
    expect(maxAge).toBeLessThanOrEqual(TOKEN_TTL_SECONDS);
    expect(attrs.has('httponly')).toBe(true);
    const byCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session-cookie',
      headers: { ...cookie(u.token), ...OWN },
    });
    expect(byCookie.statusCode).toBe(401);
    expect(sessionCookieLine(byCookie)).toBeUndefined();
    // An ended session cannot be moved.
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: u.headers });
    const ended = await t.app.inject({ method: 'POST', url: '/api/auth/session-cookie', headers: u.headers });
    expect(ended.statusCode).toBe(401);
    expect(sessionCookieLine(ended)).toBeUndefined();
  });

  it('a sign-in posted from another site’s page is refused (login CSRF); API clients without Origin sign in', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-user',
      headers: { origin: 'https://evil.example' },
      payload: { email: u.email, password: u.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: CROSS_SITE });
    expect(sessionCookieLine(res)).toBeUndefined();
    await login(u.email, u.password, OWN);
  });

  it('an admin signed in by cookie sees inactive products, and a shopper never gets the admin’s reply', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const product = await createProduct(t.app);
    await setProductStatus(t.app, product.id, 'inactive');
    const url = `/api/product/get-product/${product.id}`;
    const asAdmin = await t.app.inject({ url, headers: cookie(admin.token) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().product._id).toBe(product.id);
    // Twice: the second may be answered from remembered replies, which must not hold the admin's.
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: cookie(admin.token) })).statusCode).toBe(200);
  });
});

describe('the session cookie behind a load balancer (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', APP_URL: 'https://shop.example.in' } });
  });
  afterAll(async () => t?.close());

  it('is Secure when the balancer says the shopper came over https, and not when it says http', async () => {
    const u = await createUser(t.app);
    const login = (proto: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login-user',
        headers: { 'x-forwarded-proto': proto },
        payload: { email: u.email, password: u.password },
      });
    const https = await login('https');
    expect(https.statusCode).toBe(200);
    expect(attributes(sessionCookieLine(https)!).attrs.has('secure')).toBe(true);
    const http = await login('http');
    expect(attributes(sessionCookieLine(http)!).attrs.has('secure')).toBe(false);
  });

  it('takes the shop’s own origin as the balancer forwards it, and refuses another', async () => {
    const u = await createUser(t.app);
    const put = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile/update-detail',
        headers: { ...cookie(u.token), 'x-forwarded-proto': 'https', ...headers },
        payload: { name: 'Forwarded', mobile: '9876543210', email: u.email },
      });
    expect((await put({ origin: 'https://shop.example.in' })).statusCode).toBe(200);
    // The request's own host, as forwarded (another name of the same shop).
    expect(
      (await put({ origin: 'https://www.shop.example.in', 'x-forwarded-host': 'www.shop.example.in' }))
        .statusCode,
    ).toBe(200);
    // The plain-http origin of the same host is another origin.
    expect((await put({ origin: 'http://shop.example.in' })).statusCode).toBe(403);
  });
});
