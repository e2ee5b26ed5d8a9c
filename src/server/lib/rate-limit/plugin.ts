/**
 * Puts the rate limiter on the app as `app.rateLimit` (rules from config, counters in the shared store) and
 * prunes old counters every ten minutes. Routes call
 *
 *   const ticket = await app.rateLimit.hit(reply, 'login', [emailSubject(email), clientSubject(request)]);
 *
 * which throws 429 with a Retry-After header when a subject is over its limit.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPostgresRateLimitStore } from './postgres-store';
import { createRedisRateLimitStore } from './redis-store';
import { createRateLimiter, RateLimitExceeded, type RateLimiter, type RateLimitTicket } from './limiter';
import { resolveRateLimits, type RateLimitName } from './rules';
import type { RateLimitStore } from './store';

export interface AppRateLimit {
  readonly limiter: RateLimiter;
  hit(reply: FastifyReply, rule: RateLimitName, subjects: string[]): Promise<RateLimitTicket>;
  /**
   * Several rules in turn (e.g. per address, then per account-and-address); when one refuses, the hits the
   * earlier ones counted are given back, so a refused request counts nowhere. Answers one ticket for all.
   */
  hitAll(reply: FastifyReply, rules: Array<[RateLimitName, string[]]>): Promise<RateLimitTicket>;
  refund(ticket: RateLimitTicket): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: AppRateLimit;
  }
}

/** The subject for a client address (behind a proxy, TRUST_PROXY makes this the shopper's address). */
export const clientSubject = (request: FastifyRequest) => `ip:${request.ip}`;
/** The subject for an e-mail address, whatever its case. */
export const emailSubject = (email: string) => `email:${email.trim().toLowerCase()}`;
/** One account (by e-mail) from one client address: failures here say nothing about the account elsewhere. */
export const accountAddressSubject = (email: string, request: FastifyRequest) =>
  `${emailSubject(email)}|${clientSubject(request)}`;
/** One signed-in account. */
export const accountSubject = (userId: string) => `user:${userId}`;

const PRUNE_EVERY_MS = 10 * 60_000;

export default fp(
  async function rateLimit(app: FastifyInstance, options: { store?: RateLimitStore }) {
    // Both stores are shared by every server process on the same database or Redis (decisions 021, 051).
    let store = options.store;
    if (!store && app.config.redisUrl) {
      const redis = await createRedisRateLimitStore(app.config.redisUrl, {
        prefix: app.config.redisKeyPrefix,
        onError: (err) => app.log.warn({ reason: err.message }, 'redis (rate limits) connection problem'),
      });
      app.addHook('onClose', async () => redis.close());
      store = redis;
    }
    store ??= createPostgresRateLimitStore(app.db);
    const limiter = createRateLimiter(store, resolveRateLimits(app.config.rateLimits));
    app.log.debug(
      { store: app.config.redisUrl && !options.store ? 'redis' : 'postgres' },
      'rate-limit store',
    );

    const hit = async (reply: FastifyReply, rule: RateLimitName, subjects: string[]) => {
      try {
        return await limiter.hit(rule, subjects);
      } catch (err) {
        if (err instanceof RateLimitExceeded) reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      }
    };
    app.decorate('rateLimit', {
      limiter,
      hit,
      async hitAll(reply, rules) {
        const entries: RateLimitTicket['entries'] = [];
        for (const [rule, subjects] of rules) {
          try {
            entries.push(...(await hit(reply, rule, subjects)).entries);
          } catch (err) {
            await limiter.refund({ entries });
            throw err;
          }
        }
        return { entries };
      },
      refund: (ticket) => limiter.refund(ticket),
    } satisfies AppRateLimit);

    const timer = setInterval(() => {
      limiter.prune().catch((err: Error) => app.log.warn({ reason: err.message }, 'rate-limit prune failed'));
    }, PRUNE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limit', dependencies: ['services'] },
);
