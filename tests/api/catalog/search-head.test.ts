/** The <head> of /search?q= (seo/search-head.ts, docs/decisions/114): the text in the title, noindex, follow. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('/search page head', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'aurelia-search-head-'));
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

  it('names the search text in the title, escaped, and keeps results pages out of search engines', async () => {
    const res = await t.app.inject({ url: `/search?q=${encodeURIComponent('<b>gold "ring"</b>')}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<title>Search results for &quot;&lt;b&gt;gold &quot;ring&quot;&lt;/b&gt;&quot; | Aurelia</title>',
    );
    expect(res.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(res.body).toContain('<link rel="canonical" href="http://shop.test/search">');
    expect(res.body).not.toContain('<b>gold');
  });

  it('has a plain title without text, and is a known page (not a 404)', async () => {
    const res = await t.app.inject({ url: '/search' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Search | Aurelia</title>');
    const long = await t.app.inject({ url: `/search?q=${'a'.repeat(500)}&q=second` });
    expect(long.statusCode).toBe(200);
    expect(long.body).toMatch(/<title>Search results for &quot;a{80}&quot; \| Aurelia<\/title>/);
  });
});
