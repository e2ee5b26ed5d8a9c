/**
 * DATA_DIR's lock (src/server/lib/data-dir-lock.ts, docs/decisions/082): one process at a time on an embedded
 * database. A second app on the same DATA_DIR is refused with a line naming the holder; a lock whose process is
 * gone is taken over at once; several starters racing for one stale lock never both win.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { buildApp } from '#server/app';
import { DataDirLockedError, LOCK_FILE, lockDataDir, type LockInfo } from '#server/lib/data-dir-lock';
import { createTestDatabase } from '#tests/helpers/test-app';
import { baseEnv, ROOT } from './startup-process';

const TAKER = path.join(ROOT, 'tests/api/foundation/lock-taker.ts');

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'aurelia-lock-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

let dirs = 0;
async function freshDir(): Promise<string> {
  const dir = path.join(tmp, `d${++dirs}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

function bootId(): string {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
}

/** The pid of a process that has just ended (and been reaped). */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', '']);
  return r.pid!;
}

/** A lock file as another process would have left it. */
async function writeLock(dir: string, info: Partial<LockInfo>, ageMs = 0): Promise<string> {
  const file = path.join(dir, LOCK_FILE);
  const full: LockInfo = {
    pid: deadPid(),
    hostname: os.hostname(),
    bootId: bootId(),
    pidStart: null,
    startedAt: '2026-11-20T08:00:00.000Z',
    holder: 'the shop',
    ...info,
  };
  await writeFile(file, JSON.stringify(full));
  if (ageMs) {
    const then = new Date(Date.now() - ageMs);
    await utimes(file, then, then);
  }
  return file;
}

const take = (dir: string) => lockDataDir(dir, { holder: 'the shop', advice: 'then try again' });

async function expectTakenOver(dir: string) {
  const lock = await take(dir);
  try {
    const info = JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')) as LockInfo;
    expect(info.pid).toBe(process.pid);
    expect(info.hostname).toBe(os.hostname());
  } finally {
    await lock.release();
  }
  expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
}

describe('DATA_DIR lock: who holds it', () => {
  it('refuses while a live process on this machine holds it, naming DATA_DIR, pid, host and since when', async () => {
    const dir = await freshDir();
    // The parent of this test worker is alive for the whole run.
    await writeLock(dir, { pid: process.ppid, startedAt: '2026-11-23T09:15:00.000Z' });
    const refused = await take(dir).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toBe(
      `DATA_DIR ${dir} is in use by the shop (pid ${process.ppid} on host ${os.hostname()}, since ` +
        '2026-11-23T09:15:00.000Z): stop it first, then try again.',
    );
  });

  it('takes over at once when that process is gone (kill -9 leaves its lock behind)', async () => {
    const dir = await freshDir();
    await writeLock(dir, {});
    await expectTakenOver(dir);
  });

  it('takes over a lock carrying its own pid (a restarted container is pid 1 again)', async () => {
    const dir = await freshDir();
    await writeLock(dir, { pid: process.pid });
    await expectTakenOver(dir);
  });

  it.skipIf(!existsSync('/proc/self/stat'))(
    'takes over when the pid now belongs to a process that started at another moment',
    async () => {
      const dir = await freshDir();
      await writeLock(dir, { pid: process.ppid, pidStart: 1 });
      await expectTakenOver(dir);
    },
  );

  it('takes over a lock from before the machine restarted (same host name, other boot id)', async () => {
    const dir = await freshDir();
    await writeLock(dir, { pid: process.ppid, bootId: 'a-boot-before-this-one' });
    await expectTakenOver(dir);
  });

  it('another machine (a shared volume): refused while it refreshes, taken over after 3 missed refreshes', async () => {
    const dir = await freshDir();
    await writeLock(dir, { hostname: 'web-2', pid: 4242, bootId: 'its-boot' }, 5_000);
    const refused = await take(dir).catch((err: unknown) => err);
    expect((refused as Error).message).toMatch(
      /is in use by the shop \(pid 4242 on host web-2, since .+\): stop it first, then try again \(if it is gone, its lock lapses 30 s after its last refresh\)\.$/,
    );
    await writeLock(dir, { hostname: 'web-2', pid: 4242, bootId: 'its-boot' }, 31_000);
    await expectTakenOver(dir);
  });

  it('takes over an unreadable lock (a crash between creating and writing it) after a short grace', async () => {
    const dir = await freshDir();
    await writeFile(path.join(dir, LOCK_FILE), '');
    await expectTakenOver(dir);
  });

  it('refuses a second lock in the same process, and frees DATA_DIR on release', async () => {
    const dir = await freshDir();
    const first = await take(dir);
    await expect(take(dir)).rejects.toThrow(/is in use by the shop \(pid \d+ on host/);
    await first.release();
    await (await take(dir)).release();
  });

  it('refreshes the file while held and reports a lock removed by hand', async () => {
    const dir = await freshDir();
    const lost: string[] = [];
    const lock = await lockDataDir(dir, {
      holder: 'the shop',
      advice: 'then try again',
      refreshMs: 50,
      onLost: (message) => lost.push(message),
    });
    const then = new Date(Date.now() - 60_000);
    await utimes(lock.file, then, then);
    await new Promise((r) => setTimeout(r, 200));
    expect((await stat(lock.file)).mtimeMs).toBeGreaterThan(Date.now() - 5_000);
    await unlink(lock.file);
    await new Promise((r) => setTimeout(r, 200));
    expect(lost).toHaveLength(1);
    expect(lost[0]).toContain('was removed or replaced while this process held it');
    await lock.release();
  });
});

interface Taker {
  pid: number;
  code: number | null;
  out: string;
}

function runTaker(dir: string, startAt: number, holdMs: number, mode = ''): Promise<Taker> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', TAKER, dir, String(startAt), String(holdMs), mode],
      { cwd: ROOT, env: baseEnv({}), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('close', (code) => resolve({ pid: child.pid!, code, out: out.trim() }));
  });
}

describe('DATA_DIR lock: processes', () => {
  it('several starters racing for one stale lock: exactly one wins, the others name it', async () => {
    for (let round = 0; round < 4; round++) {
      const dir = await freshDir();
      await writeLock(dir, {});
      const startAt = Date.now() + 3_000;
      // The winner holds the lock until every loser has looked.
      const takers = await Promise.all([0, 1, 2, 3].map(() => runTaker(dir, startAt, 3_000)));
      const winners = takers.filter((t) => t.out === 'won');
      const refused = takers.filter((t) => t.out.startsWith('refused '));
      expect(winners, JSON.stringify(takers)).toHaveLength(1);
      expect(refused, JSON.stringify(takers)).toHaveLength(3);
      for (const r of refused)
        expect(r.out).toContain(`in use by taker ${winners[0]!.pid} (pid ${winners[0]!.pid}`);
      expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    }
  }, 120_000);

  it('a process that exits without releasing leaves no lock behind', async () => {
    const dir = await freshDir();
    const taker = await runTaker(dir, 0, 0, 'exit');
    expect(taker.out).toBe('won');
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 60_000);
});

describe('two apps on one embedded DATA_DIR', () => {
  it('the second is refused and the first keeps serving; once the first closes, a new one starts', async () => {
    const dataDir = await freshDir();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    });
    const first = await buildApp(config, { seedImages: false });
    try {
      await expect(buildApp(config, { seedImages: false })).rejects.toThrow(
        new RegExp(
          `^DATA_DIR ${dataDir} is in use by the shop \\(pid ${process.pid} on host .+, since .+\\): stop it first, or give this one its own DATA_DIR`,
        ),
      );
      expect((await first.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await first.close();
    }
    const again = await buildApp(config, { seedImages: false });
    expect((await again.inject({ url: '/api/health' })).statusCode).toBe(200);
    await again.close();
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'with DATABASE_URL several apps share DATA_DIR (uploads, outbox): no lock is taken',
    async () => {
      const database = await createTestDatabase();
      await database.handle.close();
      const dataDir = await freshDir();
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: database.databaseUrl,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      });
      try {
        const one = await buildApp(config, { seedImages: false });
        const two = await buildApp(config, { seedImages: false });
        expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
        await two.close();
        await one.close();
      } finally {
        await database.drop().catch(() => {});
      }
    },
    120_000,
  );
});
