/**
 * Pictures in an S3-compatible bucket (S3_BUCKET, docs/decisions/103): an upload through the admin is checked and
 * re-encoded as on disk, lands in the bucket under `uploads/<folder>/<file>` (nothing in DATA_DIR), is served by
 * the shop's /uploads proxy with its headers (304, 404), and leaves the bucket when the admin deletes it. With
 * S3_PUBLIC_URL the API keeps relative URLs and the pages name the public address. Bad settings and an unusable
 * bucket stop the start with one line naming the setting. The bucket is an in-process s3rver.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { addCategory, call, multipart, png, type AdminTestContext } from '../admin/helpers';
import { localFiles } from '#server/lib/images/push';
import { loadConfig } from '#server/config';
import { buildApp } from '#server/app';
import { ConfigError, StartupError } from '#server/lib/startup-error';
import { startTestS3, type TestS3 } from './s3-test-server';

const BUCKET = 'shop-pictures';
let s3: TestS3;
let ctx: AdminTestContext;

async function adminContext(env: Record<string, string>, build = {}): Promise<AdminTestContext> {
  const t = await createTestApp({ env, build });
  const admin = await createUser(t.app, { role: 'admin', name: 'Meera Admin' });
  const shopper = await createUser(t.app, { role: 'user' });
  return { t, app: t.app, admin, shopper };
}

/** The keys of every width of a stored URL (`/uploads/categories/x.webp`), with its zoom file (decision 111). */
const keysOf = (url: string, zoom = false) => {
  const key = url.slice(1);
  const stem = key.replace(/\.webp$/, '');
  return [`${stem}-320.webp`, `${stem}-640.webp`, ...(zoom ? [`${stem}-1600.webp`] : []), key].sort();
};

beforeAll(async () => {
  s3 = await startTestS3([BUCKET, 'public-pictures']);
  ctx = await adminContext(s3.env(BUCKET));
});
afterAll(async () => {
  await ctx?.t.close();
  await s3?.close();
});

describe('an upload through the admin', () => {
  let url: string;
  beforeAll(async () => {
    const category = await addCategory(ctx, 'Nose Pins', await png('#aa5500', 1200));
    url = category.image.url as string;
  });

  it('is stored in the bucket at every width under the URL’s path, and nothing on disk', async () => {
    expect(url).toMatch(/^\/uploads\/categories\/[a-z0-9-]+\.webp$/);
    const objects = await s3.objects(BUCKET);
    expect([...objects.keys()].sort()).toEqual(keysOf(url, true));
    expect(await localFiles(path.join(ctx.t.dataDir, 'uploads'))).toEqual([]);
    expect(ctx.app.images.kind).toBe('s3');
    expect(await ctx.app.images.exists(url)).toBe(true);
  });

  it('was re-encoded as WebP with the right type and a year-long cache in the bucket', async () => {
    const got = await s3.client(BUCKET).get(url.slice(1));
    expect(got && !got.notModified).toBe(true);
    if (!got || got.notModified) return;
    expect(got.contentType).toBe('image/webp');
    const bytes = Buffer.from(await new Response(got.body as unknown as ReadableStream).arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('webp');
  });

  it('is served through the shop from the bucket, with type, length, ETag and cache headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeTruthy();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(960);
    const small = await ctx.app.inject({ method: 'GET', url: url.replace(/\.webp$/, '-320.webp') });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await ctx.app.inject({ method: 'GET', url });
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for a key the bucket does not hold, and for paths that are no key', async () => {
    for (const missing of [
      '/uploads/categories/no-such-picture.webp',
      '/uploads/categories/..%2f..%2fsecret.webp',
      '/uploads/.hidden/x.webp',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: missing });
      expect(res.statusCode, missing).toBe(404);
    }
  });

  it('leaves the bucket when the admin deletes what used it', async () => {
    const category = await addCategory(ctx, 'Toe Rings', await png('#00aa00', 1200));
    const own = category.image.url as string;
    expect([...(await s3.objects(BUCKET)).keys()]).toEqual(expect.arrayContaining(keysOf(own, true)));
    const res = await call(ctx.app, ctx.admin, 'DELETE', `/api/category/delete-category/${category._id}`);
    expect(res.statusCode, res.body).toBe(200);
    const left = [...(await s3.objects(BUCKET)).keys()];
    for (const key of keysOf(own, true)) expect(left).not.toContain(key);
    expect((await ctx.app.inject({ method: 'GET', url: own })).statusCode).toBe(404);
    // The other category's picture is untouched.
    expect(left).toEqual(expect.arrayContaining(keysOf(url, true)));
  });
});

describe('invalid uploads with the bucket', () => {
  it('refuses a file that is not an image by its content (415) and puts nothing in the bucket', async () => {
    const before = await s3.objects(BUCKET);
    const res = await call(
      ctx.app,
      ctx.admin,
      'POST',
      '/api/category/add-category',
      multipart(
        { name: 'Fake' },
        { image: { data: Buffer.from('not really a png'), name: 'photo.png', type: 'image/png' } },
      ),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false });
    expect(await s3.objects(BUCKET)).toEqual(before);
  });

  it('refuses an image over 8 MB with 413 and puts nothing in the bucket', async () => {
    const before = await s3.objects(BUCKET);
    const big = Buffer.concat([await png(), Buffer.alloc(9 * 1024 * 1024)]);
    const res = await call(
      ctx.app,
      ctx.admin,
      'POST',
      '/api/category/add-category',
      multipart({ name: 'Big' }, { image: big }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'Images must be at most 8 MB.' });
    expect(await s3.objects(BUCKET)).toEqual(before);
  });
});

describe('S3_PUBLIC_URL (a CDN in front of the bucket)', () => {
  let pub: AdminTestContext;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'aurelia-web-'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      '<html><head><!--app-head--></head><body></body></html>',
    );
    pub = await adminContext(s3.env('public-pictures', { S3_PUBLIC_URL: 'https://cdn.aurelia.test/' }), {
      webRoot,
    });
  });
  afterAll(async () => {
    await pub?.t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('keeps the URLs the API returns relative, and the shop still serves them', async () => {
    const category = await addCategory(pub, 'Anklets', await png('#335577'));
    const url = category.image.url as string;
    expect(url).toMatch(/^\/uploads\/categories\/[a-z0-9-]+\.webp$/);
    expect([...(await s3.objects('public-pictures')).keys()].sort()).toEqual(keysOf(url));
    const listed = await pub.app.inject({
      method: 'GET',
      url: `/api/category/get-category/${category._id}`,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain(`"${url}"`);
    expect(listed.body).not.toContain('cdn.aurelia.test');
    expect((await pub.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('names the public address in every page and lets the page load pictures from it', async () => {
    const page = await pub.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="image-base" content="https://cdn.aurelia.test">');
    expect(page.headers['content-security-policy']).toMatch(
      /img-src 'self' data: blob: https:\/\/cdn\.aurelia\.test[;\s]/,
    );
  });

  it('without it, pages name no image base (pictures come from the shop)', async () => {
    const plain = await createTestApp({ env: s3.env(BUCKET), build: { webRoot } });
    try {
      const page = await plain.app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('image-base');
      expect(page.headers['content-security-policy']).toMatch(/img-src 'self' data: blob:;/);
    } finally {
      await plain.close();
    }
  }, 120_000);
});

describe('settings checked at start-up', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig({ NODE_ENV: 'test', ...env });
      return [];
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).problems;
    }
  };

  it('names each bad S3 setting on its own line', () => {
    expect(problems({ S3_BUCKET: 'Not_A_Bucket' })).toEqual([
      'S3_BUCKET: must be a bucket name: 3–63 lower-case letters, digits, dots or dashes',
    ]);
    expect(problems({ S3_BUCKET: 'ok-bucket', S3_ENDPOINT: 'ftp://x', S3_PUBLIC_URL: 'nope' })).toEqual([
      'S3_ENDPOINT: must be an http(s) URL',
      'S3_PUBLIC_URL: must be an http(s) URL',
    ]);
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PUBLIC_URL: 'https://cdn.test' })).toEqual([
      'S3_BUCKET: required when S3_ENDPOINT is set',
      'S3_BUCKET: required when S3_PUBLIC_URL is set',
    ]);
    expect(problems({})).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'b-1', S3_PUBLIC_URL: 'https://cdn.test/pics/' }).s3,
    ).toEqual({
      bucket: 'b-1',
      endpoint: undefined,
      region: 'us-east-1',
      publicUrl: 'https://cdn.test/pics',
    });
  });

  it('refuses to start on a bucket that does not exist, with one line naming S3_BUCKET', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-s3-missing-'));
    const database = await createTestDatabase();
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        ...s3.env('no-such-bucket'),
      });
      const started = buildApp(config, { db: database.handle, seedImages: false });
      await expect(started).rejects.toBeInstanceOf(StartupError);
      await expect(started).rejects.toThrow(
        `S3_BUCKET: cannot use the bucket no-such-bucket at ${s3.endpoint}: there is no such bucket`,
      );
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
