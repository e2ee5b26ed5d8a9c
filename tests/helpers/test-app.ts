/**
 * Each API test file gets a fresh database and an app instance:
 * - PGlite in memory by default;
 * - with TEST_DATABASE_URL set (CI), a freshly created database on that PostgreSQL server, dropped afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from '#server/config';
import { buildApp, type BuildOptions } from '#server/app';
import { openDatabase, type DbHandle } from '#server/db/client';
import { createThrowawayDatabase } from './throwaway-db';

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestDatabase {
  handle: DbHandle;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, empty database (not yet migrated). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({});
    return { handle, databaseUrl: undefined, drop: async () => handle.close() };
  }
  const database = await createThrowawayDatabase(serverUrl, `aurelia_t_${process.pid}_`);
  const handle = await openDatabase({ databaseUrl: database.url, poolSize: 5 });
  return {
    handle,
    databaseUrl: database.url,
    async drop() {
      await handle.close();
      await database.drop();
    },
  };
}

export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; build?: BuildOptions } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-test-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: options.seed ? 'true' : 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    APP_URL: 'http://shop.test',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...options.env,
  });
  const app = await buildApp(config, { db: database.handle, seedImages: false, ...options.build });
  await app.ready();
  return {
    app,
    handle: database.handle,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
