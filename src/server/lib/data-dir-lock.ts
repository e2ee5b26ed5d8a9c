/**
 * One process at a time on an embedded database. PGlite keeps its files in DATA_DIR/db and caches them in the
 * process's memory: a second process on the same folder starts happily and the two overwrite each other's
 * writes — acknowledged orders vanish. So whoever opens DATA_DIR/db (the shop, the CLI) first takes
 * DATA_DIR/db.lock, and a second one is refused with one line naming the holder (docs/decisions/082).
 *
 * The lock file is created with O_EXCL ('wx') and holds {pid, hostname, bootId, pidStart, startedAt, holder}.
 * The holder touches it every REFRESH_MS and removes it on close (and on process exit). A lock is stale — taken
 * over without anyone cleaning up — when its process is gone:
 * - same machine (hostname and boot id): the pid is not alive (ESRCH; EPERM means alive), is a zombie, is ours
 *   (a previous incarnation: a container's pid 1), or now belongs to a process that started at another moment;
 * - same hostname, other boot id: the machine restarted since;
 * - another machine (a shared volume): it has not been touched for STALE_AFTER_REFRESHES refresh periods.
 * Taking over a stale lock is serialised by a second O_EXCL file (db.lock.takeover): only its holder re-checks
 * and removes the stale lock, so two starters racing for one stale lock cannot both win.
 */
import { readFileSync, statSync, unlinkSync } from 'node:fs';
import { open, readFile, stat, unlink, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from './startup-error';

export const LOCK_FILE = 'db.lock';
export const REFRESH_MS = 10_000;
/** A lock from another machine is stale after this many missed refreshes. */
export const STALE_AFTER_REFRESHES = 3;
/** How long an unreadable lock may be "being written" (created, not yet filled) before it counts as debris. */
const UNREADABLE_GRACE_MS = 1000;
const ATTEMPTS = 50;

export interface LockInfo {
  pid: number;
  hostname: string;
  /** Linux's /proc/sys/kernel/random/boot_id ('' elsewhere): tells a restarted machine from the same one. */
  bootId: string;
  /** The process's start time in clock ticks since boot (Linux; null elsewhere): tells a reused pid apart. */
  pidStart: number | null;
  startedAt: string;
  /** Who holds it, as a refused process names it: 'the shop', 'npm run backup'. */
  holder: string;
}

export interface DataDirLock {
  dataDir: string;
  file: string;
  info: LockInfo;
  release(): Promise<void>;
}

export interface LockOptions {
  /** Written into the lock and named to whoever is refused: 'the shop', 'npm run backup'… */
  holder: string;
  /** What a refused process should do, after "stop it first": e.g. 'then run npm run backup again'. */
  advice: string;
  /** Tests shorten the refresh period (and with it the staleness of another machine's lock). */
  refreshMs?: number;
  /** Called once if the lock file is found replaced or gone while held (someone removed it by hand). */
  onLost?: (message: string) => void;
}

/** Refused: another live process holds DATA_DIR. */
export class DataDirLockedError extends StartupError {
  constructor(
    message: string,
    public readonly holderInfo: LockInfo,
  ) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

interface Held {
  ino: number | null;
  info: LockInfo;
  timer?: NodeJS.Timeout;
}
/** Locks this process holds (or is taking), by lock file: a second buildApp in one process is refused too. */
const held = new Map<string, Held>();

let bootIdCache: string | undefined;
function bootId(): string {
  if (bootIdCache === undefined) {
    try {
      bootIdCache = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    } catch {
      bootIdCache = '';
    }
  }
  return bootIdCache;
}

/** State and start time of a process from /proc (Linux), or undefined where there is no /proc entry. */
function procStat(pid: number): { state: string; start: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', start: Number(fields[19]) };
  } catch {
    return undefined;
  }
}

function myInfo(holder: string): LockInfo {
  return {
    pid: process.pid,
    hostname: os.hostname(),
    bootId: bootId(),
    pidStart: procStat(process.pid)?.start ?? null,
    startedAt: new Date().toISOString(),
    holder,
  };
}

function isLockInfo(value: unknown): value is LockInfo {
  const v = value as Partial<LockInfo> | null;
  return (
    !!v &&
    Number.isInteger(v.pid) &&
    (v.pid ?? 0) > 0 &&
    typeof v.hostname === 'string' &&
    typeof v.bootId === 'string' &&
    typeof v.startedAt === 'string'
  );
}

/** Whether a process on this machine that wrote `info` is still running. */
function aliveHere(info: LockInfo): boolean {
  if (info.pid === process.pid) return false; // not held in this process (checked first): an earlier one's
  try {
    process.kill(info.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const proc = procStat(info.pid);
  if (proc?.state === 'Z') return false;
  if (proc && typeof info.pidStart === 'number' && proc.start !== info.pidStart) return false;
  return true;
}

/** Why a lock no longer holds, or undefined when its holder may still be alive. */
export function staleReason(info: LockInfo, mtimeMs: number, refreshMs = REFRESH_MS): string | undefined {
  const me = myInfo('');
  if (info.hostname === me.hostname && info.bootId === me.bootId)
    return aliveHere(info) ? undefined : `pid ${info.pid} is not running`;
  if (info.hostname === me.hostname) return 'the machine has restarted since';
  return Date.now() - mtimeMs > STALE_AFTER_REFRESHES * refreshMs
    ? `not refreshed for ${Math.round((Date.now() - mtimeMs) / 1000)} s`
    : undefined;
}

type Current = { info: LockInfo | undefined; ino: number; mtimeMs: number };

/** The lock as it is now (undefined when there is none). Retries a lock that is being written. */
async function readCurrent(file: string): Promise<Current | undefined> {
  const started = Date.now();
  for (;;) {
    let text: string;
    let st: Awaited<ReturnType<typeof stat>>;
    try {
      st = await stat(file);
      text = await readFile(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    let info: unknown;
    try {
      info = JSON.parse(text);
    } catch {
      info = undefined;
    }
    if (isLockInfo(info)) return { info, ino: st.ino, mtimeMs: st.mtimeMs };
    // Created but not yet written by a starter a moment ago, or the debris of a crash in that very moment.
    if (Date.now() - started > UNREADABLE_GRACE_MS)
      return { info: undefined, ino: st.ino, mtimeMs: st.mtimeMs };
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Creates `file` holding `info` if nobody has it; answers its inode, or undefined when it exists. */
async function createExclusive(file: string, info: LockInfo): Promise<number | undefined> {
  let handle;
  try {
    handle = await open(file, 'wx', 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw err;
  }
  try {
    await handle.writeFile(`${JSON.stringify(info)}\n`);
    await handle.sync().catch(() => {});
    return (await handle.stat()).ino;
  } finally {
    await handle.close();
  }
}

async function unlinkIfSame(file: string, ino: number | null): Promise<void> {
  try {
    if (ino !== null && (await stat(file)).ino !== ino) return;
    await unlink(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/**
 * Removes a stale lock — only while holding db.lock.takeover, and only after judging the lock as it is *now*:
 * a starter that lost the race must not remove the winner's fresh lock (which may even reuse the old inode).
 */
async function removeStale(file: string, refreshMs: number): Promise<void> {
  const takeover = `${file}.takeover`;
  const ino = await createExclusive(takeover, myInfo('a start-up taking over a stale lock'));
  if (ino === undefined) {
    // Someone else is taking over; if that someone died doing it, its file is stale in turn.
    const other = await readCurrent(takeover);
    if (other && (!other.info || staleReason(other.info, other.mtimeMs, refreshMs)))
      await unlinkIfSame(takeover, other.ino);
    await new Promise((r) => setTimeout(r, 20 + Math.random() * 30));
    return;
  }
  try {
    const now = await readCurrent(file);
    if (now && (!now.info || staleReason(now.info, now.mtimeMs, refreshMs)))
      await unlinkIfSame(file, now.ino);
  } finally {
    await unlinkIfSame(takeover, ino);
  }
}

function refusal(dataDir: string, info: LockInfo, advice: string, sameMachine: boolean): DataDirLockedError {
  const where = `pid ${info.pid} on host ${info.hostname}, since ${info.startedAt}`;
  const remote = sameMachine
    ? ''
    : ` (if it is gone, its lock lapses ${(STALE_AFTER_REFRESHES * REFRESH_MS) / 1000} s after its last refresh)`;
  return new DataDirLockedError(
    `DATA_DIR ${dataDir} is in use by ${info.holder || 'another process'} (${where}): stop it first, ${advice}${remote}.`,
    info,
  );
}

/** Takes DATA_DIR's lock, or throws DataDirLockedError naming who holds it. DATA_DIR must exist. */
export async function lockDataDir(dataDir: string, options: LockOptions): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  const refreshMs = options.refreshMs ?? REFRESH_MS;
  const mine = held.get(file);
  if (mine) throw refusal(dir, mine.info, options.advice, true);
  const info = myInfo(options.holder);
  const entry: Held = { ino: null, info };
  held.set(file, entry); // before any await: a concurrent call in this process is refused above
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const ino = await createExclusive(file, info);
      if (ino !== undefined) {
        entry.ino = ino;
        return holdLock(dir, file, entry, refreshMs, options.onLost);
      }
      const current = await readCurrent(file);
      if (!current) continue; // released a moment ago
      if (current.info && !staleReason(current.info, current.mtimeMs, refreshMs)) {
        const me = myInfo('');
        const sameMachine = current.info.hostname === me.hostname && current.info.bootId === me.bootId;
        throw refusal(dir, current.info, options.advice, sameMachine);
      }
      await removeStale(file, refreshMs);
    }
    throw new StartupError(
      `DATA_DIR ${dir}: ${file} keeps changing (several processes starting at once?): start one process at a time.`,
    );
  } catch (err) {
    held.delete(file);
    throw err;
  }
}

function holdLock(
  dir: string,
  file: string,
  entry: Held,
  refreshMs: number,
  onLost: LockOptions['onLost'],
): DataDirLock {
  // Touching the file tells processes on other machines (a shared volume) that the holder is alive.
  entry.timer = setInterval(() => {
    void (async () => {
      try {
        if ((await stat(file)).ino !== entry.ino) throw new Error('replaced');
        const now = new Date();
        await utimes(file, now, now);
      } catch {
        clearInterval(entry.timer);
        onLost?.(
          `${file} was removed or replaced while this process held it: another process may now open DATA_DIR ${dir}; stop one of them.`,
        );
      }
    })();
  }, refreshMs);
  entry.timer.unref();
  let released = false;
  return {
    dataDir: dir,
    file,
    info: entry.info,
    async release() {
      if (released) return;
      released = true;
      clearInterval(entry.timer);
      held.delete(file);
      await unlinkIfSame(file, entry.ino);
    },
  };
}

// A process that exits without closing (process.exit after a failed start) leaves no lock behind.
process.on('exit', () => {
  for (const [file, entry] of held) {
    try {
      if (entry.ino !== null && statSync(file).ino === entry.ino) unlinkSync(file);
    } catch {
      // gone already
    }
  }
});
