/**
 * Two real shop processes on one embedded DATA_DIR (issue 13): the second used to start as well, and the two
 * overwrote each other's writes — a sign-up the first had answered 201 was gone after a restart. Now the second
 * is refused with one line naming DATA_DIR and the first (pid, host, since when) and exits 1; the CLI is refused
 * the same way; and after `kill -9` of the holder the next start needs no clean-up and no waiting.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#tests/e2e/helpers/server';
import { LOCK_FILE } from '#server/lib/data-dir-lock';
import {
  CLI,
  errorLines,
  MAIN,
  runScript,
  startScript,
  stopScript,
  waitForHealth,
  type Finished,
  type Running,
} from './startup-process';

const PASSWORD = 'correct horse battery';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let dataDir: string;
const running: Running[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-one-'));
});
afterAll(async () => {
  for (const run of running) await stopScript(run, 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

async function startShop(): Promise<{ run: Running; port: number }> {
  const port = await freePort();
  const run = startScript(MAIN, { DATA_DIR: dataDir, PORT: String(port) });
  running.push(run);
  return { run, port };
}

async function signUp(port: number, email: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/register-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Asha Menon', phone: '9876543210', email, password: PASSWORD }),
  });
  return res.status;
}

async function logIn(port: number, email: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return res.status;
}

describe('one process per embedded DATA_DIR', () => {
  it('refuses a second shop and the CLI while one runs; after kill -9 the next start just works', async () => {
    const first = await startShop();
    await waitForHealth(first.run, first.port);

    // A second shop on the same DATA_DIR: refused, one line, exit 1, nothing served.
    const second = await startShop();
    const refused = await Promise.race([
      second.run.exited,
      new Promise<Finished>((resolve) =>
        setTimeout(
          () => resolve({ code: null, stdout: '', stderr: 'the second shop is still running' }),
          45_000,
        ),
      ),
    ]);
    expect(refused.code, refused.stderr).toBe(1);
    expect(errorLines(refused)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Aurelia could not start: DATA_DIR ${escape(dataDir)} is in use by the shop \\(pid ${first.run.child.pid} on host ${escape(os.hostname())}, since \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\): stop it first, or give this one its own DATA_DIR`,
        ),
      ),
    ]);

    // The maintenance commands open the same files: refused the same way.
    const backup = await runScript(
      CLI,
      { DATA_DIR: dataDir },
      { args: ['backup', path.join(dataDir, 'x.tar.gz')] },
    );
    expect(backup.code, backup.stderr).toBe(1);
    expect(errorLines(backup)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Aurelia could not run backup: DATA_DIR ${escape(dataDir)} is in use by the shop \\(pid ${first.run.child.pid} on host .+\\): stop it first, then run npm run backup again\\.$`,
        ),
      ),
    ]);

    // What the running shop acknowledged is kept: nobody else wrote over it.
    expect(await signUp(first.port, 'first@example.com')).toBe(201);

    // kill -9: the lock file stays behind, and the next start takes it over at once.
    await stopScript(first.run, 'SIGKILL');
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const third = await startShop();
    await waitForHealth(third.run, third.port);
    expect(await logIn(third.port, 'first@example.com')).toBe(200);
    expect((await stopScript(third.run, 'SIGTERM')).code).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    // Stopped: the CLI may work on the files now.
    const after = await runScript(
      CLI,
      { DATA_DIR: dataDir },
      { args: ['backup', path.join(dataDir, 'x.tar.gz')] },
    );
    expect(after.code, after.stderr).toBe(0);
  }, 180_000);
});
