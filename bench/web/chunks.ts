/**
 * Which built files belong to the admin back office, and how big a file is once gzipped.
 *
 * Read from Vite's build manifest (`dist/web/.vite/manifest.json`, `build.manifest` in vite.config.ts): the admin
 * files are every chunk and stylesheet reachable from `features/admin/AdminApp.tsx` (static and dynamic imports)
 * that is not also reachable from the storefront's entry without passing through the admin app. So a chunk the
 * admin shares with the storefront (React, the API client) is not admin code, and a chunk only the admin uses is,
 * whatever its name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const ADMIN_ENTRY = 'features/admin/AdminApp.tsx';

export interface BuildGraph {
  /** Built file names (under assets/) only the admin back office loads. */
  adminFiles: Set<string>;
  /** The storefront's entry script (loaded by every page). */
  entryFile: string;
}

function reachable(manifest: Manifest, from: string, stopAt?: string): Set<string> {
  const seen = new Set<string>();
  const todo = [from];
  while (todo.length) {
    const key = todo.pop()!;
    if (seen.has(key) || key === stopAt || !manifest[key]) continue;
    seen.add(key);
    const c = manifest[key];
    todo.push(...(c.imports ?? []), ...(c.dynamicImports ?? []));
  }
  return seen;
}

const filesOf = (manifest: Manifest, keys: Set<string>) =>
  new Set(
    [...keys].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]).map((f) => path.basename(f)),
  );

export function readBuildGraph(webRoot: string): BuildGraph {
  const manifestPath = path.join(webRoot, '.vite', 'manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch {
    throw new Error(`No Vite manifest at ${manifestPath}: build with build.manifest on (npm run build).`);
  }
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('The Vite manifest names no entry.');
  if (!manifest[ADMIN_ENTRY]) throw new Error(`${ADMIN_ENTRY} is not a chunk of its own any more.`);
  const storefront = filesOf(manifest, reachable(manifest, entryKey, ADMIN_ENTRY));
  const admin = filesOf(manifest, reachable(manifest, ADMIN_ENTRY));
  return {
    adminFiles: new Set([...admin].filter((f) => !storefront.has(f))),
    entryFile: path.basename(manifest[entryKey]!.file),
  };
}

/** Gzip (level 9, as a server would precompress) of a built file. */
export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}
