/**
 * Rate-limit counters in Redis (when REDIS_URL is set): one key per (limit key, window start) holding the hit
 * count. A hit is one Lua script — increment this window, set its expiry, read the previous window — so it is
 * atomic across every server process sharing the Redis, exactly like the PostgreSQL store's single upsert.
 * Windows expire by themselves (two window lengths after they start), so `prune` has nothing to do.
 *
 * Keys look like `<prefix>rl:<hashed key>:<window start ms>`; the prefix (REDIS_KEY_PREFIX) keeps several shops
 * or test runs on one Redis apart.
 *
 * ioredis (about 19 MB of memory) is imported only when REDIS_URL is set (docs/decisions/106).
 */
import { serviceUnavailable } from '#server/errors';
import type { RateLimitStore } from './store';

/** KEYS[1] current window, KEYS[2] previous window; ARGV[1] expiry time of the current window (ms epoch). */
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
redis.call('PEXPIREAT', KEYS[1], ARGV[1])
local previous = redis.call('GET', KEYS[2])
return {current, tonumber(previous) or 0}
`;

/** Never below zero, and never creates a key that expired meanwhile. */
const UNDO_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

export interface RedisRateLimitStore extends RateLimitStore {
  /** Closes the connection (the plugin calls it when the app closes). */
  close(): Promise<void>;
}

export async function createRedisRateLimitStore(
  url: string,
  options: { prefix?: string; onError?: (err: Error) => void } = {},
): Promise<RedisRateLimitStore> {
  const { Redis } = await import('ioredis');
  const prefix = options.prefix ?? 'aurelia:';
  // Commands wait while the connection is (re)established; a limit check must not hang a request for long.
  const client = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5000, lazyConnect: false });
  if (options.onError) client.on('error', options.onError);
  const keyOf = (key: string, windowStart: Date) => `${prefix}rl:${key}:${windowStart.getTime()}`;

  return {
    async hit(key, windowStart, previousStart) {
      const windowMs = windowStart.getTime() - previousStart.getTime();
      // The current window is read as "previous" during the next window; keep it one window more, plus slack.
      const expireAt = windowStart.getTime() + 2 * windowMs + 60_000;
      let answer: [number, number];
      try {
        answer = (await client.eval(
          HIT_SCRIPT,
          2,
          keyOf(key, windowStart),
          keyOf(key, previousStart),
          String(expireAt),
        )) as [number, number];
      } catch (err) {
        // Redis is down: refuse the guarded request with a clear 503 rather than let it through unguarded.
        options.onError?.(err as Error);
        throw serviceUnavailable();
      }
      return { current: Number(answer[0]), previous: Number(answer[1]) };
    },
    async undo(key, windowStart) {
      // A refund that cannot be written must not fail the login that earned it.
      await client
        .eval(UNDO_SCRIPT, 1, keyOf(key, windowStart))
        .catch((err: Error) => options.onError?.(err));
    },
    async prune() {
      return 0;
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
