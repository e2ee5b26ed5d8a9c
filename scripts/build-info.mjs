// The fingerprint of everything a build is made from; `npm start` rebuilds when it differs from the last build's.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const stampFile = path.join(root, 'dist', '.build-stamp');
const INPUTS = [
  'src',
  'public',
  'drizzle',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/build.mjs',
];

function walk(p, out) {
  const st = statSync(p);
  if (st.isDirectory()) {
    for (const name of readdirSync(p).sort()) walk(path.join(p, name), out);
  } else out.push(p);
}

export function sourceFingerprint() {
  const files = [];
  for (const input of INPUTS) {
    const p = path.join(root, input);
    if (existsSync(p)) walk(p, files);
  }
  const hash = createHash('sha256');
  for (const f of files) {
    hash.update(path.relative(root, f));
    hash.update(readFileSync(f));
  }
  return hash.digest('hex');
}

export function lastBuildFingerprint() {
  try {
    return readFileSync(stampFile, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * Builds the app (scripts/build.mjs) when the sources differ from the last build's; returns false when the build
 * failed. `npm start`, the cluster, the browser suite, the page-speed bench and the screenshots all start this way.
 */
export function buildIfStale(message = 'Building Aurelia (first start or sources changed)…') {
  if (lastBuildFingerprint() === sourceFingerprint()) return true;
  console.info(message);
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  return result.status === 0;
}
