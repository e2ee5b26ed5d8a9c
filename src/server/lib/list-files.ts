/** Every file under a folder: what backup and restore copy, and what the image push sends to a bucket. */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Every regular file under a directory (relative paths), or none when it does not exist. */
export async function listFiles(dir: string): Promise<Array<{ file: string; bytes: number }>> {
  const out: Array<{ file: string; bytes: number }> = [];
  async function walk(rel: string) {
    let entries;
    try {
      entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries) {
      const child = path.join(rel, e.name);
      if (e.isDirectory()) await walk(child);
      else if (e.isFile()) out.push({ file: child, bytes: (await stat(path.join(dir, child))).size });
    }
  }
  await walk('');
  return out;
}
