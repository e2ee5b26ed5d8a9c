export {
  default as rateLimitPlugin,
  accountAddressSubject,
  accountSubject,
  clientSubject,
  emailSubject,
  type AppRateLimit,
} from './plugin';
export { createRateLimiter, RateLimitExceeded, type RateLimiter, type RateLimitTicket } from './limiter';
export { createPostgresRateLimitStore } from './postgres-store';
export { createRedisRateLimitStore, type RedisRateLimitStore } from './redis-store';
export type { RateLimitStore, WindowCounts } from './store';
export * from './rules';
