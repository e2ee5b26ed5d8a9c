/**
 * Copies the pictures of DATA_DIR/uploads into the bucket: `npm run images:push` (cli/images-push.ts), the demo's
 * pictures rendered on this machine at seeding, and a restore when the bucket is on. Idempotent: an object already
 * in the bucket with the same size is skipped (names are never reused, so same name and size means same file).
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../list-files';
import type { Bucket } from './bucket';
import { keyOfRelativeFile, KEY_PREFIX } from './keys';

export interface PushCounts {
  copied: number;
  skipped: number;
  /** Files whose names cannot be bucket keys (hidden files, odd characters): left alone, counted. */
  ignored: number;
}

/** Every regular file under a directory, as paths relative to it (none when it does not exist). */
export const localFiles = listFiles;

/** What the bucket holds under `uploads/` (or one folder of it): key → size. */
export async function bucketSizes(bucket: Bucket, folder?: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for await (const o of bucket.list(folder ? `${KEY_PREFIX}${folder}/` : KEY_PREFIX))
    sizes.set(o.key, o.size);
  return sizes;
}

/**
 * Uploads every file under `dir` (DATA_DIR/uploads, or a restore's copy of it) that the bucket lacks or holds
 * with another size. `folder` limits it to one folder (the demo's pictures). A few uploads run at once.
 */
export async function pushDirectory(
  bucket: Bucket,
  dir: string,
  options: { folder?: string; concurrency?: number; onFile?: (key: string) => void } = {},
): Promise<PushCounts> {
  const counts: PushCounts = { copied: 0, skipped: 0, ignored: 0 };
  const base = options.folder ? path.join(dir, options.folder) : dir;
  const files = await localFiles(base);
  const there = await bucketSizes(bucket, options.folder);
  const todo: Array<{ key: string; file: string; bytes: number }> = [];
  for (const f of files) {
    const key = keyOfRelativeFile(options.folder ? path.join(options.folder, f.file) : f.file);
    if (!key) counts.ignored++;
    else if (there.get(key) === f.bytes) counts.skipped++;
    else todo.push({ key, file: path.join(base, f.file), bytes: f.bytes });
  }
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const item = todo[next++]!;
      await bucket.put(item.key, createReadStream(item.file), { contentLength: item.bytes });
      counts.copied++;
      options.onFile?.(item.key);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return counts;
}
