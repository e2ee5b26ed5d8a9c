import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('page heads of the account and contact pages', () => {
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

  it('keeps sign-in and personal pages out of search engines', async () => {
    for (const url of ['/login', '/signup', '/forgot-password', '/profile']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it('never puts a reset token into the canonical URL', async () => {
    const token = 'A'.repeat(43);
    const res = await t.app.inject({ url: `/reset-password/${token}` });
    expect(res.body).toContain('<title>Reset password | Aurelia</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://shop.test/reset-password">');
    expect(res.body).not.toContain(token);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('gives /contact and /contact-us one canonical URL', async () => {
    for (const url of ['/contact', '/contact-us']) {
      const res = await t.app.inject({ url });
      expect(res.body).toContain('<title>Contact Us | Aurelia</title>');
      expect(res.body).toContain('<link rel="canonical" href="http://shop.test/contact">');
    }
  });
});
