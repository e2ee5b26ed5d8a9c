/**
 * With REDIS_URL set the rate-limit counters live in Redis (src/server/lib/rate-limit/redis-store.ts). The store
 * itself (counts, refunds, expiry) and then the cluster: ten failed logins spread over two workers make the next
 * one 429, with the counters in Redis under the run's own key prefix and none in PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startChildServer, type ChildServer } from '#bench/lib/child-server';
import { createThrowawayDatabase, type ThrowawayDatabase } from '#tests/helpers/throwaway-db';
import { createRedisRateLimitStore } from '#server/lib/rate-limit/redis-store';
import { createRateLimiter, RateLimitExceeded } from '#server/lib/rate-limit/limiter';
import { resolveRateLimits } from '#server/lib/rate-limit/rules';
import {
  PG_SERVER_URL,
  REDIS_TEST_URL,
  failLoginsThenOneMore,
  postgresReachable,
  tcpReachable,
  workersSeen,
} from './cluster-helpers';

const redisUp = await tcpReachable(REDIS_TEST_URL);
const pgUp = await postgresReachable();
if (!redisUp)
  console.warn(`Redis rate-limit tests skipped: no Redis at ${REDIS_TEST_URL} (set TEST_REDIS_URL)`);
else if (!pgUp) console.warn(`Redis cluster test skipped: no PostgreSQL at ${PG_SERVER_URL}`);

/** A prefix of this run only, so parallel runs on one Redis never share counters; its keys are deleted after. */
const prefix = `aurelia_t_${randomBytes(4).toString('hex')}:`;
let redis: Redis;

async function keysOfRun(): Promise<string[]> {
  return redis.keys(`${prefix}*`);
}

describe.skipIf(!redisUp)('the Redis rate-limit store', () => {
  beforeAll(() => {
    redis = new Redis(REDIS_TEST_URL);
  });
  afterAll(async () => {
    const keys = await keysOfRun();
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts hits per window atomically, gives them back, and lets windows expire by themselves', async () => {
    const store = await createRedisRateLimitStore(REDIS_TEST_URL, { prefix: `${prefix}unit:` });
    try {
      const windowMs = 60_000;
      const start = new Date(Math.floor(Date.now() / windowMs) * windowMs);
      const previous = new Date(start.getTime() - windowMs);
      // Fifty hits at once (as from several processes) count exactly fifty.
      const answers = await Promise.all(Array.from({ length: 50 }, () => store.hit('k', start, previous)));
      expect(answers.map((a) => a.current).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
      expect(answers.every((a) => a.previous === 0)).toBe(true);
      // The previous window's hits are read back.
      await store.hit('k', previous, new Date(previous.getTime() - windowMs));
      expect(await store.hit('k', start, previous)).toEqual({ current: 51, previous: 1 });
      await store.undo('k', start);
      expect(await store.hit('k', start, previous)).toEqual({ current: 51, previous: 1 });
      // Never below zero.
      const other = 'never-hit';
      await store.undo(other, start);
      expect(await redis.exists(`${prefix}unit:rl:${other}:${start.getTime()}`)).toBe(0);
      // The window expires two windows after it started (plus a minute): Redis prunes, not the limiter.
      const ttl = await redis.pttl(`${prefix}unit:rl:k:${start.getTime()}`);
      expect(ttl).toBeGreaterThan(windowMs);
      expect(ttl).toBeLessThanOrEqual(3 * windowMs + 60_000);
      expect(await store.prune(new Date())).toBe(0);
    } finally {
      await store.close();
    }
  });

  it('drives the limiter: the eleventh login attempt in the window is refused with a wait', async () => {
    const store = await createRedisRateLimitStore(REDIS_TEST_URL, { prefix: `${prefix}limiter:` });
    try {
      const limiter = createRateLimiter(store, resolveRateLimits({}));
      for (let i = 0; i < 10; i++) await limiter.hit('login', ['email:a@example.com']);
      const refused = await limiter.hit('login', ['email:a@example.com']).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(RateLimitExceeded);
      expect((refused as RateLimitExceeded).retryAfterSeconds).toBeGreaterThan(0);
      // A successful login gives its hit back.
      const ticket = await limiter.hit('login', ['email:b@example.com']);
      await limiter.refund(ticket);
      const keys = await redis.keys(`${prefix}limiter:rl:login:*`);
      const counts = await Promise.all(keys.map((k) => redis.get(k)));
      // The refused eleventh hit was given back too: hammering never lengthens the wait (decision 081).
      expect(counts.map(Number).sort((a, b) => a - b)).toEqual([0, 10]);
    } finally {
      await store.close();
    }
  });

  it('answers 503 with a clear message when Redis does not answer, and a refund never throws', async () => {
    // Nothing listens on port 1: every command fails after the client's two retries.
    const store = await createRedisRateLimitStore('redis://127.0.0.1:1', { onError: () => {} });
    try {
      const start = new Date();
      const err = await store.hit('k', start, new Date(start.getTime() - 60_000)).catch((e: unknown) => e);
      expect(err).toMatchObject({
        statusCode: 503,
        message: 'The shop is briefly unavailable. Please try again in a moment.',
      });
      await expect(store.undo('k', start)).resolves.toBeUndefined();
    } finally {
      await store.close();
    }
  });

  describe.skipIf(!pgUp)('in the cluster (REDIS_URL set)', () => {
    let db: ThrowawayDatabase;
    let server: ChildServer;

    beforeAll(async () => {
      db = await createThrowawayDatabase(PG_SERVER_URL, 'aurelia_t_cluster_redis_');
      server = await startChildServer({
        kind: 'cluster',
        workers: 2,
        databaseUrl: db.url,
        env: {
          SERVED_BY_HEADER: 'true',
          REDIS_URL: REDIS_TEST_URL,
          REDIS_KEY_PREFIX: `${prefix}app:`,
          LOG_LEVEL: 'warn',
          RATE_LIMITS: 'login:10/15m',
        },
      });
    }, 150_000);

    afterAll(async () => {
      await server?.stop();
      await db?.drop();
    }, 60_000);

    it('holds login limits across workers with the counters in Redis, none in PostgreSQL', async () => {
      const workers = await workersSeen(server.url, 2);
      expect(workers.size).toBe(2);
      const { statuses, pids, next } = await failLoginsThenOneMore(server.url, 'someone@example.com');
      expect(statuses).toEqual(Array(10).fill(401));
      expect(pids).toEqual(workers);
      expect(next.status).toBe(429);
      expect(next.body.message).toMatch(/^Too many login attempts/);

      expect((await redis.keys(`${prefix}app:rl:login:*`)).length).toBeGreaterThan(0);
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      try {
        const rows = await c.query('select count(*)::int as n from rate_limit_hits');
        expect(rows.rows[0].n).toBe(0);
      } finally {
        await c.end();
      }
    });
  });
});
