import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createUser } from '../../helpers/users';

describe('page heads of the back office', () => {
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

  it('serves every admin page with one title and keeps it out of search engines', async () => {
    // Signed in: a guest is sent to /login first (decision 122).
    const admin = await createUser(t.app, { role: 'admin' });
    const cookie = `aurelia_session=${admin.token}`;
    for (const url of ['/admin', '/admin/products', '/admin/edit-product/123', '/admin/orders?q=100001']) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Admin | Aurelia</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(res.body).toContain('<link rel="canonical" href="http://shop.test/admin">');
    }
    // A path that only starts with the same letters is not an admin page.
    const other = await t.app.inject({ url: '/administrator-rings' });
    expect(other.body).not.toContain('Admin | Aurelia');
  });
});
