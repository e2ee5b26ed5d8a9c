/**
 * `npm run start:cluster`: several server processes on one port and one PostgreSQL, with Node's cluster module.
 * The primary process prepares the database once (migrations, the admin, the demo catalogue and its pictures),
 * settles the JWT secret, then forks CLUSTER_WORKERS workers (default: one per CPU). Each worker is the ordinary
 * server (main.ts); they all listen on PORT and the primary hands incoming connections to them in turn.
 *
 * A worker that dies unexpectedly is replaced (with a brake: too many deaths in a minute stop the cluster rather
 * than spin). SIGTERM or SIGINT to the primary passes SIGTERM to every worker — each finishes its in-flight
 * requests and closes — and the primary exits when they all have.
 *
 * What the workers share lives in PostgreSQL (or Redis): rate-limit counters, catalogue change notifications
 * (LISTEN/NOTIFY clears every worker's read cache), carts, sessions and orders. Nothing is kept in the primary.
 */
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { resolveJwtSecret } from './lib/secret';
import { ensureWritableDataDir } from './lib/data-dir-check';
import { exitWithStartupError } from './lib/startup-error';
import { imageStoreFor, verifyImageStore } from './lib/images/select';

/** Replacing workers stops when this many died within RESTART_WINDOW_MS: something is wrong with every start. */
const MAX_RESTARTS = 10;
const RESTART_WINDOW_MS = 60_000;
/** How long workers get to finish their requests after SIGTERM before they are killed. */
const STOP_TIMEOUT_MS = 20_000;

function workerCount(raw: string | undefined, cpus = os.availableParallelism?.() ?? os.cpus().length) {
  if (raw === undefined || raw.trim() === '') return Math.max(1, cpus);
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1 || Number(raw) > 64)
    throw new ConfigError(['CLUSTER_WORKERS: must be a whole number from 1 to 64']);
  return Number(raw);
}

/** The worker's program: main.ts next to this file (main.js in the built dist/server). */
function workerEntry(): string {
  const self = fileURLToPath(import.meta.url);
  return path.join(path.dirname(self), `main${path.extname(self)}`);
}

async function prepareOnce(config: AppConfig, log: FastifyBaseLogger): Promise<string> {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
  const images = imageStoreFor(config);
  try {
    // A bucket that cannot be used is said once here, not by every worker (docs/decisions/103).
    await verifyImageStore(images);
    await prepareDatabase(handle, config, log, {
      seedImages: process.env.CLUSTER_SEED_IMAGES !== 'false',
      images,
    });
  } finally {
    images.close();
    await handle.close();
  }
  // Every worker must sign and verify tokens with the same secret: settle it before any of them starts.
  return resolveJwtSecret(config.dataDir, config.jwtSecret);
}

async function primary() {
  const config = loadConfig();
  const count = workerCount(process.env.CLUSTER_WORKERS);
  if (!config.databaseUrl)
    throw new ConfigError([
      'DATABASE_URL: required for the cluster (PGlite is one process\u2019s database; use `npm start` without it)',
    ]);
  // The workers share DATA_DIR (uploads, outbox, the JWT secret): say now if it cannot be written.
  await ensureWritableDataDir(config.dataDir);
  // The primary only logs its workers' lives (a handful of lines): at least at info, so they are never hidden.
  const level =
    config.logLevel === 'silent'
      ? 'silent'
      : ['debug', 'trace'].includes(config.logLevel)
        ? config.logLevel
        : 'info';
  const log = pino({ level }).child({
    role: 'cluster-primary',
  });

  const jwtSecret = await prepareOnce(config, log as unknown as FastifyBaseLogger);
  log.info({ workers: count }, `database ready; starting ${count} workers on port ${config.port}`);

  cluster.setupPrimary({ exec: workerEntry() });
  const workerEnv = { ...process.env, JWT_SECRET: jwtSecret };
  let stopping = false;
  const deaths: number[] = [];
  let listening = 0;

  const fork = (): Worker => {
    const worker = cluster.fork(workerEnv);
    worker.once('listening', () => {
      listening += 1;
      if (listening === count) log.info({ workers: count }, `cluster serving ${config.appUrl}`);
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      log.info({ worker: worker.process.pid, code, signal }, 'worker stopped');
      // A worker that could not stop cleanly makes the whole stop unclean.
      if (code !== 0) process.exitCode = 1;
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(Number(process.exitCode ?? 0));
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length && deaths[0]! < now - RESTART_WINDOW_MS) deaths.shift();
    if (deaths.length > MAX_RESTARTS) {
      log.fatal({ deaths: deaths.length }, 'workers keep dying; stopping the cluster');
      void stop('restart-loop', 1);
      return;
    }
    log.warn({ worker: worker.process.pid, code, signal }, 'worker died; starting a replacement');
    fork();
  });

  const stop = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'stopping workers (they finish in-flight requests first)');
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (!workers.length) process.exit(exitCode);
    for (const w of workers) w.process.kill('SIGTERM');
    const force = setTimeout(() => {
      log.error('workers did not stop in time; killing them');
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    force.unref();
    if (exitCode !== 0) process.exitCode = exitCode;
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  for (let i = 0; i < count; i++) fork();
}

if (cluster.isPrimary) {
  primary().catch((err: unknown) => exitWithStartupError('Aurelia cluster could not start', err));
}
