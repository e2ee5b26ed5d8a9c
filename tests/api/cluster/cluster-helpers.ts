/**
 * For the cluster tests: where PostgreSQL and Redis are, and HTTP calls on a fresh connection each — the
 * cluster's primary hands out connections, not requests, so a new connection is what reaches the next worker.
 * Every reply says which worker answered (X-Served-By, set by SERVED_BY_HEADER=true).
 */
import http from 'node:http';
import net from 'node:net';
import pg from 'pg';

/** The PostgreSQL server the cluster tests make their databases on (CI sets TEST_DATABASE_URL). */
export const PG_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_TEST_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function postgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

export async function tcpReachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
    s.setTimeout(2000);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
    s.once('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });
}

export interface Answer {
  status: number;
  pid: number;
  body: Record<string, unknown>;
}

/** One request on its own connection (no keep-alive), so consecutive calls spread over the workers. */
export function request(
  baseUrl: string,
  method: string,
  path: string,
  options: { json?: unknown; token?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const u = new URL(path, baseUrl);
  const payload = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        timeout: options.timeoutMs ?? 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Record<string, unknown>;
          try {
            body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            body = { text };
          }
          resolve({ status: res.statusCode ?? 0, pid: Number(res.headers['x-served-by'] ?? 0), body });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Calls until `want` different workers have answered (or `tries` calls), answering their pids. */
export async function workersSeen(
  baseUrl: string,
  want: number,
  tries = 40,
  timeoutMs = 20_000,
): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < tries && pids.size < want; i++) {
    const a = await request(baseUrl, 'GET', '/api/health', { timeoutMs });
    if (a.status === 200 && a.pid) pids.add(a.pid);
  }
  return pids;
}

export const pidAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Ten failed logins for one e-mail, one connection each (so they spread over the workers), then an eleventh.
 * Answers the statuses, the pids that answered the failures, and the eleventh answer.
 */
export async function failLoginsThenOneMore(baseUrl: string, email: string) {
  const statuses: number[] = [];
  const pids = new Set<number>();
  for (let i = 0; i < 10; i++) {
    const a = await request(baseUrl, 'POST', '/api/auth/login-user', {
      json: { email, password: `wrong password ${i}` },
    });
    statuses.push(a.status);
    pids.add(a.pid);
  }
  const next = await request(baseUrl, 'POST', '/api/auth/login-user', {
    json: { email, password: 'wrong password again' },
  });
  return { statuses, pids, next };
}
