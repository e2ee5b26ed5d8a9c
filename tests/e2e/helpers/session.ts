/**
 * A signed-in browser the way a sign-in leaves it (docs/decisions/113): the session token in the HttpOnly
 * `aurelia_session` cookie, and only the non-secret user record in localStorage (`user`).
 */
import type { Page } from '@playwright/test';
import { SESSION_COOKIE } from '#server/lib/session-cookie';
import { baseURL } from './browser';

export { SESSION_COOKIE };

/** Sets the session cookie and the user record; the next navigation is signed in. Ends on `landing`. */
export async function putSession(
  page: Page,
  session: { token: string; user: unknown },
  landing = '/about-nothing',
): Promise<void> {
  await page
    .context()
    .addCookies([
      { name: SESSION_COOKIE, value: session.token, url: baseURL(), httpOnly: true, sameSite: 'Lax' },
    ]);
  await page.goto(landing);
  await page.evaluate((u) => localStorage.setItem('user', JSON.stringify(u)), session.user);
}

/** The session cookie's token in this page's browser context, or null. */
export async function sessionToken(page: Page): Promise<string | null> {
  const cookies = await page.context().cookies(baseURL());
  return cookies.find((c) => c.name === SESSION_COOKIE)?.value || null;
}

/** The session cookie as the browser holds it (to check its flags), or undefined. */
export async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies(baseURL());
  return cookies.find((c) => c.name === SESSION_COOKIE);
}
