import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { ErrorReply } from '#domain/schemas/common';

describe('the API error shape and the web fallback', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'aurelia-web-'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      '<html><head><!--app-head--></head><body>APP</body></html>',
    );
    await writeFile(path.join(webRoot, 'robots-test.txt'), 'file');
    t = await createTestApp({
      build: {
        webRoot,
        extraRoutes: (app) => {
          app.get('/api/test/throw', async () => {
            throw new Error('secret internals at /srv/app/file.ts');
          });
          app.get('/api/test/sql', async () => app.db.execute(sql`select * from no_such_table`));
          app.post('/api/test/echo', async (request) => ({ success: true, body: request.body }));
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('answers invalid JSON with 400 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(ErrorReply.parse(res.json())).toEqual({
      success: false,
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers an unknown /api path with 404 JSON, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/thing' });
      expect(res.statusCode).toBe(404);
      expect(ErrorReply.parse(res.json()).success).toBe(false);
    }
  });

  it('answers a thrown error with 500 and no stack, path or SQL', async () => {
    for (const url of ['/api/test/throw', '/api/test/sql']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(500);
      const body = ErrorReply.parse(res.json());
      expect(body.message).toBe('Something went wrong on our side. Please try again.');
      expect(res.body).not.toMatch(/secret|\/srv|\.ts|no_such_table|select|stack/i);
    }
  });

  it('answers /api/health with 200 {"status":"ok"}', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the app for page routes with a head, and 404 for missing files', async () => {
    const page = await t.app.inject({ url: '/about?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('APP');
    expect(page.body).toMatch(/<title>[^<]*Aurelia[^<]*<\/title>/);
    expect(page.body).not.toContain('<!--app-head-->');

    // An unknown page still gets the app (which shows its not-found screen), but with HTTP 404 for crawlers.
    const unknown = await t.app.inject({ url: '/some/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('APP');

    const file = await t.app.inject({ url: '/robots-test.txt' });
    expect(file.body).toBe('file');
    const missing = await t.app.inject({ url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    // A form posted to a page (JavaScript off) goes back to the page; posting to a file or nowhere is a 404.
    const post = await t.app.inject({ method: 'POST', url: '/checkout' });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe('/checkout');
    expect((await t.app.inject({ method: 'POST', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });
});
