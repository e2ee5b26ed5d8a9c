import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { ConfigError, loadConfig } from '#server/config';
import { queryRows } from '#server/db/client';
import {
  DEFAULT_RATE_LIMITS,
  RateLimitExceeded,
  createPostgresRateLimitStore,
  createRateLimiter,
  parseRateLimits,
  resolveRateLimits,
} from '#server/lib/rate-limit';

describe('the rate limiter on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const WINDOW = 60_000;
  const rules = resolveRateLimits({ contact: { limit: 5, windowMs: WINDOW } });

  it('counts every hit exactly under concurrency, across limiters sharing the database', async () => {
    const now = 10 * WINDOW + 1000;
    const store = createPostgresRateLimitStore(t.app.db);
    // Two limiters stand for two server processes.
    const a = createRateLimiter(store, rules, () => now);
    const b = createRateLimiter(store, rules, () => now);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).hit('contact', ['ip:10.0.0.1'])),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused).toHaveLength(7);
    expect(refused[0]!.reason).toBeInstanceOf(RateLimitExceeded);
    expect(refused[0]!.reason.statusCode).toBe(429);
  });

  it('slides: the previous window still counts by its overlap, then fades out; refused hits count for nothing', async () => {
    let now = 20 * WINDOW; // the start of a window
    const limiter = createRateLimiter(createPostgresRateLimitStore(t.app.db), rules, () => now);
    for (let i = 0; i < 5; i++) await limiter.hit('contact', ['ip:slide']);
    for (let i = 0; i < 5; i++)
      await expect(limiter.hit('contact', ['ip:slide'])).rejects.toBeInstanceOf(RateLimitExceeded);
    // A tenth into the next window, 90% of the 5 earlier hits still count: 4.5 + 1 > 5 is refused.
    now = 21 * WINDOW + WINDOW / 10;
    await expect(limiter.hit('contact', ['ip:slide'])).rejects.toBeInstanceOf(RateLimitExceeded);
    // A quarter in, 3.75 + 1 fits (the refused hits above were given back); then 3.75 + 2 does not.
    now = 21 * WINDOW + WINDOW / 4;
    await expect(limiter.hit('contact', ['ip:slide'])).resolves.toBeDefined();
    await expect(limiter.hit('contact', ['ip:slide'])).rejects.toBeInstanceOf(RateLimitExceeded);
    // At the end of the window after, the 5 old hits are gone and the recent one fades.
    now = 23 * WINDOW - 1;
    await expect(limiter.hit('contact', ['ip:slide'])).resolves.toBeDefined();
  });

  it('gives a refunded hit back, and keeps subjects apart', async () => {
    const now = 30 * WINDOW;
    const limiter = createRateLimiter(createPostgresRateLimitStore(t.app.db), rules, () => now);
    for (let i = 0; i < 10; i++) await limiter.refund(await limiter.hit('contact', ['ip:refund']));
    for (let i = 0; i < 5; i++) await limiter.hit('contact', ['ip:other']);
    await expect(limiter.hit('contact', ['ip:refund'])).resolves.toBeDefined();
  });

  it('says when to come back', async () => {
    const now = 40 * WINDOW + WINDOW / 2;
    const limiter = createRateLimiter(createPostgresRateLimitStore(t.app.db), rules, () => now);
    for (let i = 0; i < 5; i++) await limiter.hit('contact', ['ip:retry']);
    const err = (await limiter.hit('contact', ['ip:retry']).catch((e) => e)) as RateLimitExceeded;
    // 5 hits stand (the refused sixth is given back): the 4 that leave room for one more are reached a fifth
    // into the next window, 42 s away.
    expect(err.retryAfterSeconds).toBe(42);
    expect(err.message).toBe('Too many messages. Please try again in 1 minute.');
  });

  it('keeps no e-mail address in the counters table, and prunes old windows', async () => {
    const limiter = createRateLimiter(createPostgresRateLimitStore(t.app.db), rules);
    await limiter.hit('login', ['email:secret.person@example.in']);
    const rows = await queryRows<{ key: string }>(t.app.db, sql`select key from rate_limit_hits`);
    expect(rows.some((r) => r.key.includes('secret'))).toBe(false);
    expect(await limiter.prune(Date.now() + 10 * 24 * 3600 * 1000)).toBeGreaterThan(0);
    expect(await queryRows(t.app.db, sql`select key from rate_limit_hits`)).toEqual([]);
  });
});

describe('RATE_LIMITS', () => {
  it('overrides single rules and keeps the defaults for the rest', () => {
    expect(parseRateLimits('login:3/1m, contact:20/2h')).toEqual({
      login: { limit: 3, windowMs: 60_000 },
      contact: { limit: 20, windowMs: 2 * 3600_000 },
    });
    const rules = resolveRateLimits(parseRateLimits('login:3/30s'));
    expect(rules.login).toMatchObject({ limit: 3, windowMs: 30_000, what: 'login attempts' });
    expect(rules.signup).toEqual(DEFAULT_RATE_LIMITS.signup);
    expect(DEFAULT_RATE_LIMITS.login).toMatchObject({ limit: 10, windowMs: 15 * 60_000 });
  });

  it('stops start-up with a message naming the variable when it is wrong', () => {
    for (const value of ['login=3/1m', 'nothing:1/1m', 'login:0/1m', 'login:5/1d']) {
      expect(() => loadConfig({ RATE_LIMITS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ RATE_LIMITS: value })).toThrow(/RATE_LIMITS/);
    }
  });
});
