/**
 * The <head> the server writes into each page (titles, robots, canonical URLs; the search page's head is
 * seo/search-head.ts, docs/decisions/114), one row a page or a group of pages: what it must say and what must
 * never be in it (a reset token, a payment session id, unescaped search text).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';

const NOINDEX = '<meta name="robots" content="noindex, nofollow">';
const title = (text: string) => `<title>${text} | Aurelia</title>`;
const canonical = (pathname: string) => `<link rel="canonical" href="http://shop.test${pathname}">`;

const RESET_TOKEN = 'A'.repeat(43);
const PAYMENT_SESSION = 'sbx_0123456789abcdef0123456789abcdef';

interface HeadCase {
  /** What the row checks (the test's name). */
  what: string;
  urls: string[];
  /** The status every URL answers with; unchecked when absent. */
  status?: number;
  has?: string[];
  hasNot?: string[];
  matches?: RegExp;
  headers?: Record<string, string>;
  /** Asked with an admin's session cookie (a guest's /admin is sent to /login, decision 122). */
  asAdmin?: boolean;
}

const CASES: HeadCase[] = [
  // The back office.
  {
    what: 'every admin page has one title and is kept out of search engines',
    urls: ['/admin', '/admin/products', '/admin/edit-product/123', '/admin/orders?q=100001'],
    asAdmin: true,
    status: 200,
    has: [title('Admin'), NOINDEX, canonical('/admin')],
  },
  {
    what: 'a path that only starts with the same letters is not an admin page',
    urls: ['/administrator-rings'],
    hasNot: ['Admin | Aurelia'],
  },
  // Accounts and contact.
  {
    what: 'sign-in and personal pages are kept out of search engines',
    urls: ['/login', '/signup', '/forgot-password', '/profile'],
    status: 200,
    has: [NOINDEX],
  },
  {
    what: 'a reset token never goes into the canonical URL',
    urls: [`/reset-password/${RESET_TOKEN}`],
    has: [title('Reset password'), canonical('/reset-password')],
    hasNot: [RESET_TOKEN],
    headers: { 'referrer-policy': 'no-referrer' },
  },
  {
    what: '/contact and /contact-us have one canonical URL',
    urls: ['/contact', '/contact-us'],
    has: [title('Contact Us'), canonical('/contact')],
  },
  // The buying pages: titled, kept out of search engines.
  ...(
    [
      ['/cart', 'Shopping Cart'],
      ['/wishlist', 'Wishlist'],
      ['/checkout', 'Checkout'],
      ['/payment-cancel', 'Payment cancelled'],
      ['/track-order', 'Track Your Order'],
    ] as const
  ).map(([url, text]) => ({
    what: `${url} is titled ${text} and kept out of search engines`,
    urls: [url],
    status: 200,
    has: [title(text), NOINDEX],
  })),
  {
    what: 'a payment session id never goes into the canonical URL',
    urls: [`/payment-success?session_id=${PAYMENT_SESSION}`, `/payment-sandbox/${PAYMENT_SESSION}`],
    status: 200,
    has: ['noindex, nofollow'],
    hasNot: [PAYMENT_SESSION],
  },
  // The search page (docs/decisions/114).
  {
    what: 'search names its text in the title, escaped, and keeps results pages out of search engines',
    urls: [`/search?q=${encodeURIComponent('<b>gold "ring"</b>')}`],
    status: 200,
    has: [
      '<title>Search results for &quot;&lt;b&gt;gold &quot;ring&quot;&lt;/b&gt;&quot; | Aurelia</title>',
      '<meta name="robots" content="noindex, follow">',
      canonical('/search'),
    ],
    hasNot: ['<b>gold'],
  },
  {
    what: 'search without text has a plain title and is a known page (not a 404)',
    urls: ['/search'],
    status: 200,
    has: [title('Search')],
  },
  {
    what: 'a long search text is cut to 80 characters in the title',
    urls: [`/search?q=${'a'.repeat(500)}&q=second`],
    status: 200,
    matches: /<title>Search results for &quot;a{80}&quot; \| Aurelia<\/title>/,
  },
];

describe('page heads', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'aurelia-web-'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      '<html><head><!--app-head--></head><body>APP</body></html>',
    );
    t = await createTestApp({ build: { webRoot } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it.each(CASES)('$what', async ({ urls, status, has = [], hasNot = [], matches, headers = {}, asAdmin }) => {
    const cookie = asAdmin
      ? `aurelia_session=${(await createUser(t.app, { role: 'admin' })).token}`
      : undefined;
    for (const url of urls) {
      const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
      if (status !== undefined) expect(res.statusCode, url).toBe(status);
      for (const text of has) expect(res.body, url).toContain(text);
      for (const text of hasNot) expect(res.body, url).not.toContain(text);
      if (matches) expect(res.body, url).toMatch(matches);
      for (const [name, value] of Object.entries(headers)) expect(res.headers[name], url).toBe(value);
    }
  });
});
