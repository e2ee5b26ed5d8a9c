/**
 * The shop every browser test drives: builds the app once (if the sources changed), starts the real server on a
 * free port with a temporary DATA_DIR (PGlite, demo catalogue, an admin account). Playwright's global setup
 * (playwright-setup.ts) starts it and publishes it through helpers/e2e-env.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, root } from '#scripts/build-info.mjs';
import { findChromium } from './chromium';
import type { E2eEnv } from './e2e-env';
import { freePort, startProcess, waitForHealth } from './server';

export const E2E_ADMIN = { email: 'admin@aurelia.test', password: 'Admin-pass-2026' };

export interface ShopServer extends E2eEnv {
  stop(): Promise<void>;
}

export async function startShopServer(): Promise<ShopServer> {
  const chromiumPath = findChromium();
  if (!chromiumPath)
    throw new Error('Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)');

  if (!buildIfStale('Building the app for the browser suite…')) throw new Error('Build failed');

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = startProcess(
    path.join(root, 'dist/server/main.js'),
    {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every browser test comes from 127.0.0.1: lift the per-address limits (the API tests prove them).
      RATE_LIMITS:
        'login:500/15m,loginAddress:5000/15m,signup:500/1h,forgotPassword:200/1h,contact:200/1h,viewing:200/1h,acknowledgement:500/1h,track:500/15m,trackAddress:5000/15m,emailChange:200/1h,passwordChange:200/1h,checkout:500/1h,checkoutAddress:5000/1h,discount:5000/15m',
    },
    root,
  );
  try {
    await waitForHealth(baseURL, server.child, 120_000);
  } catch (err) {
    await server.stop('SIGKILL');
    console.error(server.logs());
    throw err;
  }

  return {
    baseURL,
    dataDir,
    chromiumPath,
    adminEmail: E2E_ADMIN.email,
    adminPassword: E2E_ADMIN.password,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
