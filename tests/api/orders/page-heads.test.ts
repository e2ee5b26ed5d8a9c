import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('page heads of the buying pages', () => {
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

  it('titles the cart, wishlist, checkout, payment and tracking pages and keeps them out of search engines', async () => {
    const pages: Array<[string, string]> = [
      ['/cart', 'Shopping Cart'],
      ['/wishlist', 'Wishlist'],
      ['/checkout', 'Checkout'],
      ['/payment-cancel', 'Payment cancelled'],
      ['/track-order', 'Track Your Order'],
    ];
    for (const [url, title] of pages) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${title} | Aurelia</title>`);
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it('never puts a payment session id into the canonical URL', async () => {
    const id = 'sbx_0123456789abcdef0123456789abcdef';
    for (const url of [`/payment-success?session_id=${id}`, `/payment-sandbox/${id}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('noindex, nofollow');
      expect(res.body).not.toContain(id);
    }
  });
});
