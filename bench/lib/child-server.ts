/**
 * The real server as a child process — one process (src/server/main.ts) or the cluster (src/server/cluster.ts) —
 * run from the TypeScript sources through tsx (no production build: API only), on a fresh PostgreSQL database
 * (tests/helpers/throwaway-db.ts). The load bench and the cluster tests use it: the load generator or the test runner must not share
 * an event loop with the server it measures, and the cluster can only be a separate process tree anyway.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '#tests/e2e/helpers/server';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ChildServer {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then waits for the exit (SIGKILL after `timeoutMs`); answers the exit code. */
  stop(timeoutMs?: number): Promise<number | null>;
}

export interface ChildServerOptions {
  kind: 'single' | 'cluster';
  databaseUrl: string;
  /** Cluster size (CLUSTER_WORKERS). */
  workers?: number;
  env?: Record<string, string>;
  /** How long to wait for the server to answer (default 90 s: the machine may be busy). */
  startTimeoutMs?: number;
}

export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-child-'));
  const entry = path.join(ROOT, 'src/server', options.kind === 'cluster' ? 'cluster.ts' : 'main.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      JWT_SECRET: 'child-server-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      CLUSTER_SEED_IMAGES: 'false',
      ...(options.workers ? { CLUSTER_WORKERS: String(options.workers) } : {}),
      ...options.env,
    },
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const server: ChildServer = {
    url,
    port,
    pid: child.pid!,
    child,
    output: () => out,
    async stop(timeoutMs = 30_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  // The cluster's primary says when every worker listens; one process is ready when it answers.
  const ready = async () => {
    if (options.kind === 'cluster' && !out.includes('cluster serving')) return false;
    try {
      return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
    } catch {
      return false;
    }
  };
  while (!(await ready())) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await server.stop(1000);
      throw new Error(`the ${options.kind} server did not start:\n${out.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return server;
}
