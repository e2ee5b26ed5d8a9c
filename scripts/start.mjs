// `npm start`: build when the sources changed since the last build, then serve the built app.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { lastBuildFingerprint, root, sourceFingerprint } from './build-info.mjs';

if (lastBuildFingerprint() !== sourceFingerprint()) {
  console.info('Building Aurelia (first start or sources changed)…');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server replaces this process's role: signals are forwarded so SIGTERM stops it gracefully.
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
