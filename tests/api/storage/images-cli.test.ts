/**
 * The maintenance commands with a bucket (docs/decisions/103): `npm run images:push` copies DATA_DIR/uploads into
 * the bucket and skips what is there with the same size; `npm run backup` takes the bucket's pictures into the
 * archive and `npm run restore` puts them into another bucket — and a backup made on disk (before the bucket)
 * restores into a bucket too. Every command runs as a child process, like `npm run`, against an in-process s3rver.
 */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-app';
import { multipart, png } from '../admin/helpers';
import { ADMIN, login } from '../backup/shop';
import { createImageStore } from '#server/lib/images/storage';
import { startTestS3, type TestS3 } from './s3-test-server';
import { runCli, startShop, type ShopPlace } from '../backup/shop';

let s3: TestS3;
let tmp: string;
const databases: TestDatabase[] = [];

/** A DATA_DIR (and, with TEST_DATABASE_URL, a fresh PostgreSQL database) whose pictures go to `bucket`. */
async function place(name: string, bucket?: string): Promise<ShopPlace> {
  const dataDir = path.join(tmp, name);
  let databaseUrl: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const db = await createTestDatabase();
    await db.handle.close();
    databases.push(db);
    databaseUrl = db.databaseUrl;
  }
  return { dataDir, databaseUrl, s3: bucket ? s3.env(bucket) : undefined };
}

/** A category with a picture, added through the admin API of a shop started on `where`; returns its URL. */
async function shopWithPicture(where: ShopPlace, name: string): Promise<{ url: string; id: string }> {
  const app = await startShop(where);
  try {
    const { token } = await login(app, ADMIN.email, ADMIN.password);
    const res = await app.inject({
      method: 'POST',
      url: '/api/category/add-category',
      headers: { authorization: `Bearer ${token}` },
      payload: multipart({ name }, { image: await png('#884422', 400) }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = (res.json() as { category: { _id: string; image: { url: string } } }).category;
    return { url: made.image.url, id: made._id };
  } finally {
    await app.close();
  }
}

async function served(
  where: ShopPlace,
  { url, id }: { url: string; id: string },
): Promise<{ image: number; category: boolean }> {
  const app: FastifyInstance = await startShop(where);
  try {
    const image = (await app.inject({ method: 'GET', url })).statusCode;
    const list = await app.inject({ method: 'GET', url: `/api/category/get-category/${id}` });
    return { image, category: list.body.includes(url) };
  } finally {
    await app.close();
  }
}

const keysOf = (url: string) => {
  const key = url.slice(1);
  const stem = key.replace(/\.webp$/, '');
  return [`${stem}-320.webp`, `${stem}-640.webp`, key].sort();
};

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'aurelia-s3-cli-'));
  s3 = await startTestS3(['pushed', 'source', 'restored', 'from-disk']);
});
afterAll(async () => {
  await s3?.close();
  for (const db of databases) await db.drop().catch(() => {});
  await rm(tmp, { recursive: true, force: true });
});

describe('npm run images:push', () => {
  it('copies DATA_DIR/uploads into the bucket, then skips what is there with the same size', async () => {
    const where = await place('push', 'pushed');
    const uploads = path.join(where.dataDir, 'uploads');
    const disk = createImageStore(uploads, 8 * 1024 * 1024);
    const stored = await disk.save(await png('#123456', 300), 'products');
    await mkdir(path.join(uploads, 'demo'), { recursive: true });
    await writeFile(path.join(uploads, 'demo', 'hero-gold-640.webp'), 'poster');
    await writeFile(path.join(uploads, 'demo', '.DS_Store'), 'finder');

    const first = await runCli(where, ['images-push']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(
      'pushed: 4 copied, 0 already there, 1 skipped (names a bucket key cannot have).',
    );
    const objects = await s3.objects('pushed');
    expect([...objects.keys()].sort()).toEqual(
      [...keysOf(stored.url), 'uploads/demo/hero-gold-640.webp'].sort(),
    );
    expect(objects.get('uploads/demo/hero-gold-640.webp')).toBe(6);

    const again = await runCli(where, ['images-push']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('pushed: 0 copied, 4 already there');

    // A file whose size differs from the bucket's copy is copied again.
    await writeFile(path.join(uploads, 'demo', 'hero-gold-640.webp'), 'a new poster');
    const changed = await runCli(where, ['images-push']);
    expect(changed.stdout).toContain('pushed: 1 copied, 3 already there');
    expect((await s3.objects('pushed')).get('uploads/demo/hero-gold-640.webp')).toBe(12);
  }, 240_000);

  it('says in one line that it needs S3_BUCKET', async () => {
    const where = await place('push-nowhere');
    const res = await runCli(where, ['images-push']);
    expect(res.code).toBe(1);
    expect(
      res.stderr
        .trim()
        .split('\n')
        .filter((l) => !/Warning|^$/.test(l))[0],
    ).toBe(
      'Aurelia could not run images-push: S3_BUCKET: images:push copies DATA_DIR/uploads into a bucket; set S3_BUCKET (and S3_ENDPOINT, S3_REGION as needed)',
    );
  }, 240_000);
});

describe('backup and restore with the bucket', () => {
  it('takes the bucket’s pictures into the archive and restores them into another bucket', async () => {
    const source = await place('source', 'source');
    const made = await shopWithPicture(source, 'Brooches');
    const { url } = made;
    const archive = path.join(tmp, 'with-bucket.tar.gz');
    const backup = await runCli(source, ['backup', archive]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain("3 the bucket source's files");

    const target = await place('restored', 'restored');
    const restore = await runCli(target, ['restore', archive]);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain("3 the bucket restored's files");
    expect([...(await s3.objects('restored')).keys()].sort()).toEqual(keysOf(url));
    expect(await served(target, made)).toEqual({ image: 200, category: true });

    // The bucket now holds pictures: a second restore refuses without --force, and replaces them with it.
    const refused = await runCli(target, ['restore', archive]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('the bucket restored (3 pictures)');
    await s3.client('restored').put('uploads/categories/stray.webp', Buffer.from('stray'));
    const forced = await runCli(target, ['restore', archive, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect([...(await s3.objects('restored')).keys()].sort()).toEqual(keysOf(url));
  }, 240_000);

  it('restores a backup made on disk (before the bucket) into a bucket', async () => {
    const onDisk = await place('on-disk');
    const made = await shopWithPicture(onDisk, 'Bangles');
    const { url } = made;
    const archive = path.join(tmp, 'on-disk.tar.gz');
    const backup = await runCli(onDisk, ['backup', archive]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('3 uploaded files');

    const target = await place('from-disk', 'from-disk');
    const restore = await runCli(target, ['restore', archive]);
    expect(restore.code, restore.stderr).toBe(0);
    expect([...(await s3.objects('from-disk')).keys()].sort()).toEqual(keysOf(url));
    expect(await served(target, made)).toEqual({ image: 200, category: true });
  }, 240_000);
});
