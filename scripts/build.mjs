// Builds the web app (Vite) into dist/web, its server-rendering bundle into dist/ssr, and bundles the server (esbuild) into dist/server.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root, sourceFingerprint, stampFile } from './build-info.mjs';

const started = Date.now();
const vite = (...args) =>
  spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', ...args],
    {
      cwd: root,
      stdio: 'inherit',
      // A build is always a production build, even when started from a test run (NODE_ENV=test).
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
// The browser's app (dist/web), then the same app as a module the server renders first HTML with (dist/ssr).
for (const args of [[], ['--ssr', 'entry-server.tsx', '--outDir', '../../dist/ssr']]) {
  const result = vite(...args);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await build({
  entryPoints: [path.join(root, 'src/server/main.ts'), path.join(root, 'src/server/cluster.ts')],
  outdir: path.join(root, 'dist/server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  entryNames: '[name]',
});

mkdirSync(path.dirname(stampFile), { recursive: true });
writeFileSync(stampFile, sourceFingerprint() + '\n');
console.info(`Built web app and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
