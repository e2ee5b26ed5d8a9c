// `npm start`: build when the sources changed since the last build, then serve the built app.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-info.mjs';
import { SERVER_NODE_FLAGS, serverEnv } from './server-flags.mjs';

if (!buildIfStale()) process.exit(1);

// The server replaces this process's role: signals are forwarded so SIGTERM stops it gracefully.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'dist/server/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
