/**
 * A server for benchmarks: the real app on a free port, on PGlite (temporary DATA_DIR) or on a fresh database of
 * the local PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), created and
 * dropped here.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '#server/config';
import { buildApp } from '#server/app';
import { createThrowawayDatabase } from '#tests/helpers/throwaway-db';

export interface BenchServer {
  app: FastifyInstance;
  url: string;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const POSTGRES_SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresAvailable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: POSTGRES_SERVER_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

export async function startBenchServer(
  kind: 'pglite' | 'postgres',
  options: { seed?: boolean; webRoot?: string; ssrRoot?: string } = {},
): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-bench-'));
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (kind === 'postgres') {
    const database = await createThrowawayDatabase(POSTGRES_SERVER_URL, 'aurelia_bench_');
    databaseUrl = database.url;
    dropDb = database.drop;
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: options.seed === false ? 'false' : 'true',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_POOL_SIZE: '20',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config, {
    seedImages: false,
    webRoot: options.webRoot,
    ssrRoot: options.ssrRoot,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: address,
    kind,
    async close() {
      await app.close();
      await dropDb?.();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
