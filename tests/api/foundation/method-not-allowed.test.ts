/**
 * A known /api path asked with a method it does not have answers 405 with `Allow` and the API's error shape;
 * an unknown path stays 404; HEAD on a GET route still works.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { ErrorReply } from '#domain/schemas/common';

describe('405 Method Not Allowed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const send = (method: InjectOptions['method'], url: string) => t.app.inject({ method, url });

  it.each([
    ['DELETE', '/api/product/getproducts', 'GET, HEAD'],
    ['POST', '/api/product/getproducts/', 'GET, HEAD'],
    ['GET', '/api/auth/login-user', 'POST'],
    ['PUT', '/api/auth/login-user?next=/x', 'POST'],
    // Parametric routes match a concrete path.
    ['GET', `/api/product/update-product/${randomUUID()}`, 'PUT'],
    ['POST', `/api/product/${randomUUID()}/related`, 'GET, HEAD'],
    ['OPTIONS', '/api/product/getproducts', 'GET, HEAD'],
  ] as const)('%s %s → 405, Allow: %s', async (method, url, allow) => {
    const res = await send(method, url);
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(ErrorReply.parse(res.json())).toEqual({
      success: false,
      message: `${method} is not allowed here; use ${allow}.`,
    });
  });

  it('HEAD on a POST-only path is a 405 too, without a body', async () => {
    const res = await send('HEAD', '/api/auth/login-user');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.body).toBe('');
  });

  it('keeps HEAD on GET routes and 404 for paths no method has', async () => {
    expect((await send('HEAD', '/api/product/getproducts')).statusCode).toBe(200);
    expect((await send('GET', '/api/product/getproducts')).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/nope'],
      ['GET', '/api'],
      ['GET', '/api/product/getproducts/extra'],
    ] as const) {
      const res = await send(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers.allow).toBeUndefined();
      expect(ErrorReply.parse(res.json()).message).toBe(`No API route ${method} ${url}.`);
    }
  });
});
