/**
 * Start-up failures an operator can fix are said in one line each — naming the setting or the path and what to
 * do — with exit code 1 and no stack trace (issue 13, docs/decisions/082). The real entry point
 * (src/server/main.ts) is started for every case.
 */
import { chmod, mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { postgresConnectError } from '#server/db/open-errors';
import { errorLines, MAIN, runScript, type Finished } from './startup-process';

const PG = process.env.TEST_DATABASE_URL;
const PREFIX = 'Aurelia could not start: ';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'aurelia-startup-'));
});
afterAll(async () => {
  await chmod(path.join(tmp, 'read-only'), 0o755).catch(() => {});
  await rm(tmp, { recursive: true, force: true });
});

/** Exit code 1, exactly `count` lines on stderr, each one "Aurelia could not start: …", and no stack. */
function expectClearRefusal(result: Finished, count = 1): string[] {
  const lines = errorLines(result);
  expect(result.code, result.stderr).toBe(1);
  expect(lines, result.stderr).toHaveLength(count);
  for (const line of lines) expect(line.startsWith(PREFIX), line).toBe(true);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  return lines.map((line) => line.slice(PREFIX.length));
}

const start = (env: Record<string, string>, uid?: number) =>
  runScript(MAIN, { DATA_DIR: path.join(tmp, 'shop'), ...env }, { uid });

// Each case starts the real entry point, which runScript allows 60 s (a loaded machine needs more than 30).
describe('start-up errors', { timeout: 70_000 }, () => {
  it('a TRUST_PROXY that is not true/false, a hop count or addresses', async () => {
    const [line] = expectClearRefusal(await start({ TRUST_PROXY: 'nonsense' }));
    expect(line).toBe(
      'TRUST_PROXY: "nonsense" is not an IP address or CIDR range; use true, false, a hop count such as 1, ' +
        'or a comma list such as 10.0.0.5,192.168.0.0/16',
    );
  });

  it('wrong settings: one line per problem, each naming its variable', async () => {
    const lines = expectClearRefusal(await start({ PORT: 'eighty', SMTP_URL: 'http://mail' }), 2);
    expect(lines).toEqual(['PORT: must be a port number', 'SMTP_URL: must be an smtp:// or smtps:// URL']);
  });

  it('a DATA_DIR the shop cannot write', async () => {
    const dir = path.join(tmp, 'read-only');
    await mkdir(dir);
    await chmod(dir, 0o555);
    // root writes anywhere: run the shop as "nobody" then, as a service account would be.
    const asRoot = process.getuid?.() === 0;
    const [line] = expectClearRefusal(await start({ DATA_DIR: dir }, asRoot ? 65534 : undefined));
    expect(line).toMatch(
      new RegExp(
        `^DATA_DIR ${dir} is not writable \\(EACCES\\): give the user running the shop \\(uid \\d+\\) write access to it, or set DATA_DIR to a folder it can write\\.$`,
      ),
    );
  });

  it('a DATA_DIR that is a file', async () => {
    const file = path.join(tmp, 'a-file');
    await writeFile(file, 'not a folder');
    const [line] = expectClearRefusal(await start({ DATA_DIR: file }));
    expect(line).toBe(`DATA_DIR ${file} is not a folder (EEXIST): set DATA_DIR to a folder, not a file.`);
  });

  it('a damaged embedded database: which folder, and restore or move it away', async () => {
    const dataDir = path.join(tmp, 'damaged');
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    await handle.close();
    await truncate(path.join(dataDir, 'db', 'global', 'pg_control'), 0);
    const [line] = expectClearRefusal(await start({ DATA_DIR: dataDir }));
    expect(line).toMatch(
      new RegExp(`^The embedded database in ${path.join(dataDir, 'db')} could not be opened \\(.+\\): `),
    );
    expect(line).toContain('npm run restore');
    expect(line).toContain('move the folder away');
    expect(line).not.toContain('-sASSERTIONS');
  });

  it('an unreachable DATABASE_URL: host:port, the code, what to check — never the password', async () => {
    const [line] = expectClearRefusal(
      await start({ DATABASE_URL: 'postgres://shop:s3cret-pw@127.0.0.1:1/shop' }),
    );
    expect(line).toBe(
      'DATABASE_URL: nothing answers at 127.0.0.1:1 (ECONNREFUSED): check that PostgreSQL is running there and ' +
        'that DATABASE_URL names the right host and port.',
    );
  });

  it.skipIf(!PG)('a DATABASE_URL naming a database that does not exist', async () => {
    const url = new URL(PG!);
    url.pathname = '/aurelia_no_such_database';
    url.password = 'not-printed';
    const result = await start({ DATABASE_URL: url.toString() });
    const [line] = expectClearRefusal(result);
    expect(line).toMatch(
      /^DATABASE_URL: PostgreSQL at .+:\d+ (has no database "aurelia_no_such_database" \(3D000\)|refused)/,
    );
    expect(result.stderr).not.toContain('not-printed');
  });

  it('a PORT in use', async () => {
    const busy: Server = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as { port: number }).port;
    try {
      const [line] = expectClearRefusal(
        await start({ DATA_DIR: path.join(tmp, 'port'), PORT: String(port) }),
      );
      expect(line).toBe(
        `PORT ${port} on HOST 127.0.0.1 is already in use (EADDRINUSE): stop what listens there, or set PORT to a free port.`,
      );
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });
});

describe('what a refused PostgreSQL login says', () => {
  const url = 'postgres://shop:p%40ss@db.internal:6543/aurelia';
  const failure = (code: string, message: string) => Object.assign(new Error(message), { code });

  it('names the user and host:port, and what to check', () => {
    expect(
      postgresConnectError(url, failure('28P01', 'password authentication failed for user "shop"')).message,
    ).toBe(
      'DATABASE_URL: PostgreSQL at db.internal:6543 refused the password of user "shop" (28P01): check the user and password in DATABASE_URL.',
    );
    expect(postgresConnectError(url, failure('3D000', 'database "aurelia" does not exist')).message).toBe(
      'DATABASE_URL: PostgreSQL at db.internal:6543 has no database "aurelia" (3D000): create it (createdb aurelia) or fix its name in DATABASE_URL.',
    );
    expect(
      postgresConnectError(url, failure('ENOTFOUND', 'getaddrinfo ENOTFOUND db.internal')).message,
    ).toMatch(/^DATABASE_URL: the host of db.internal:6543 cannot be found \(ENOTFOUND\)/);
  });

  it('never prints the password, even when a driver message would carry it', () => {
    const message = postgresConnectError(url, failure('XX000', 'odd failure near p@ss')).message;
    expect(message).not.toContain('p@ss');
    expect(message).toContain('db.internal:6543');
  });
});
