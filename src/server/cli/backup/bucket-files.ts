/**
 * The bucket's side of backup and restore (docs/decisions/103): its pictures are written into the archive's
 * uploads/ folder with the same layout as DATA_DIR/uploads (key `uploads/<folder>/<file>` → `uploads/<folder>/<file>`),
 * and a restore puts that folder back into the bucket — so an archive made from either store restores into either.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Bucket } from '#server/lib/images/bucket';
import { keyOfUrl, KEY_PREFIX } from '#server/lib/images/keys';
import { bucketSizes } from '#server/lib/images/push';

/** Downloads every picture of the bucket into `dir`; returns what was written. */
export async function downloadBucket(
  bucket: Bucket,
  dir: string,
): Promise<Array<{ file: string; bytes: number }>> {
  await mkdir(dir, { recursive: true });
  const written: Array<{ file: string; bytes: number }> = [];
  for (const [key, bytes] of await bucketSizes(bucket)) {
    // Only keys a shop could have written: nothing named `..` or hidden can climb out of the archive folder.
    const relative = key.slice(KEY_PREFIX.length);
    if (keyOfUrl(`/${key}`) !== key) continue;
    const got = await bucket.get(key);
    if (!got || got.notModified) continue;
    const file = path.join(dir, ...relative.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await pipeline(got.body, createWriteStream(file));
    written.push({ file: relative, bytes });
  }
  return written;
}

/** How many pictures the bucket holds under uploads/. */
export async function bucketFileCount(bucket: Bucket): Promise<number> {
  return (await bucketSizes(bucket)).size;
}

/** Empties the bucket's uploads/ (restore --force). */
export async function emptyBucket(bucket: Bucket): Promise<void> {
  await bucket.delete([...(await bucketSizes(bucket)).keys()]);
}
