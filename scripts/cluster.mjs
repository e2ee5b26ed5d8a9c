// `npm run start:cluster`: like `npm start` (build when the sources changed), then the cluster's primary
// (dist/server/cluster.js), which prepares the database once and forks CLUSTER_WORKERS server processes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-info.mjs';
import { SERVER_NODE_FLAGS, serverEnv } from './server-flags.mjs';

if (!buildIfStale()) process.exit(1);

// Signals go to the primary, which stops every worker gracefully.
const primary = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'dist/server/cluster.js')], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => primary.kill(signal));
primary.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
