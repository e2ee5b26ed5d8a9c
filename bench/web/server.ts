/**
 * The production app as a shopper meets it: `dist/server/main.js` (built first when dist is missing or stale) in
 * its own process, NODE_ENV=production, on a free port, PGlite in a temporary DATA_DIR with the demo catalogue.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, root } from '#scripts/build-info.mjs';
import { freePort, startProcess, waitForHealth } from '#tests/e2e/helpers/server';

export const webRoot = path.join(root, 'dist', 'web');

/** Builds the app when dist is missing or older than the sources (the same stamp `npm start` uses). */
export function ensureBuild(): void {
  if (!buildIfStale('Sources changed since the last build (or no build yet): building…'))
    throw new Error('npm run build failed');
}

export interface WebServer {
  url: string;
  stop(): Promise<void>;
}

export async function startWebServer(): Promise<WebServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-bench-web-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startProcess(
    path.join(root, 'dist/server/main.js'),
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      JWT_SECRET: 'bench-web-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'warn',
    },
    root,
  );
  try {
    // The first start renders the demo catalogue's pictures: give it time on a slow machine.
    await waitForHealth(url, server.child, 180_000);
  } catch (err) {
    await server.stop('SIGKILL');
    console.error(server.logs());
    throw err;
  }
  return {
    url,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
