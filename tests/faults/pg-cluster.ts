/**
 * A throwaway PostgreSQL server for fault tests: its own data directory (initdb), its own port, started and
 * stopped by the test with pg_ctl — never the machine's shared server, which other tests use.
 *
 * The binaries come from Debian's postgresql packages (PG_BIN, default /usr/lib/postgresql/15/bin) and refuse to
 * run as root, so as root they run as the `postgres` user through runuser.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../e2e/helpers/server';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface ThrowawayCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:{port}/postgres */
  url: string;
  start(): Promise<void>;
  /** 'fast' ends every session with 57P01; 'immediate' drops them like a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  destroy(): Promise<void>;
  log(): Promise<string>;
}

/** Why a throwaway cluster cannot be made here, or undefined when it can. */
export function clusterUnavailableReason(): string | undefined {
  if (process.platform !== 'linux') return 'throwaway PostgreSQL clusters are made on Linux only';
  if (!existsSync(path.join(PG_BIN, 'initdb')) || !existsSync(path.join(PG_BIN, 'pg_ctl'))) {
    return `initdb/pg_ctl not found in ${PG_BIN} (install Debian's postgresql package or set PG_BIN)`;
  }
  const uid = process.getuid?.();
  if (uid === 0 && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) {
    return 'running as root without runuser, so initdb cannot run as the postgres user';
  }
  return undefined;
}

/** A port nobody listens on right now (the OS picks it; a race with another process is unlikely). */

async function asPostgres(command: string, args: string[], timeoutMs = 60_000): Promise<string> {
  const asRoot = process.getuid?.() === 0;
  const file = asRoot ? 'runuser' : path.join(PG_BIN, command);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args] : args;
  const { stdout } = await run(file, argv, { timeout: timeoutMs, env: { ...process.env, LC_ALL: 'C' } });
  return stdout;
}

export async function createThrowawayCluster(): Promise<ThrowawayCluster> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'aurelia-pgfault-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(root, Number(stdout.trim()), Number(gid.trim()));
  }
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  const port = await freePort();
  await asPostgres('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
    '--no-instructions',
  ]);
  // fsync off keeps a 2-core machine quick; synchronous_commit stays on, so an immediate stop (a crash) loses
  // no committed transaction — the tests check what was committed.
  const serverOptions = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=40',
    '-c shared_buffers=16MB',
  ].join(' ');

  let running = false;
  const cluster: ThrowawayCluster = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await asPostgres('pg_ctl', [
        'start',
        '-D',
        dataDir,
        '-l',
        logFile,
        '-w',
        '-t',
        '60',
        '-o',
        serverOptions,
      ]);
      running = true;
    },
    async stop(mode = 'fast') {
      await asPostgres('pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '60']);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
    log: () => readFile(logFile, 'utf8').catch(() => ''),
  };
  return cluster;
}
