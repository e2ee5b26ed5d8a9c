import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package root, found by walking up from this file. The server runs both from src/ (tsx, tests) and from the
 * bundle in dist/server/, so paths to drizzle/ and dist/web/ are resolved from here rather than from cwd.
 */
let cached: string | undefined;
export function projectRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'drizzle'))) {
      cached = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Could not find the project root (package.json next to drizzle/)');
    dir = parent;
  }
}
