/**
 * The rate limiter: a sliding-window estimate over two fixed windows per key (the current window's hits plus the
 * previous window's, weighted by how much of it still overlaps the sliding window). It counts first and decides
 * after, so concurrent requests cannot slip past the limit between a check and a write; a refused hit is then
 * given back, so hammering a closed door never keeps it closed longer.
 *
 * Keys are hashed before they reach the store: the counters table never holds e-mail addresses.
 */
import { createHash } from 'node:crypto';
import { AppError } from '#server/errors';
import type { RateLimitName, RateLimitRule } from './rules';
import type { RateLimitStore } from './store';

export interface RateLimitTicket {
  entries: Array<{ key: string; windowStart: Date }>;
}

export interface RateLimiter {
  readonly rules: Readonly<Record<RateLimitName, RateLimitRule>>;
  /**
   * Counts one hit for each subject (e.g. `email:a@b.in`, `ip:10.0.0.1`) under the rule. Throws 429 with a
   * clear message and `retryAfterSeconds` when any subject is over the limit; otherwise answers a ticket that
   * `refund` accepts.
   */
  hit(rule: RateLimitName, subjects: string[]): Promise<RateLimitTicket>;
  /** Gives the ticket's hits back (a login that succeeded does not count against the shopper). */
  refund(ticket: RateLimitTicket): Promise<void>;
  /** Deletes counters too old to matter. */
  prune(now?: number): Promise<number>;
}

/** A 429 that knows when to come back (the plugin turns it into a Retry-After header). */
export class RateLimitExceeded extends AppError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'RateLimitExceeded';
  }
}

export const hashSubject = (rule: string, subject: string) =>
  `${rule}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;

/** Milliseconds until one more hit would be allowed, assuming no other hits arrive meanwhile. */
export function retryAfterMs(
  rule: { limit: number; windowMs: number },
  windowStart: number,
  now: number,
  current: number,
  previous: number,
): number {
  const w = rule.windowMs;
  const room = rule.limit - 1;
  if (current <= room) {
    // Wait until the previous window's weight has shrunk enough.
    if (previous <= 0) return 0;
    const t = windowStart + w * (1 - (room - current) / previous);
    return Math.max(0, t - now);
  }
  // Wait into the next window, where today's hits become the shrinking "previous".
  const t = windowStart + w + w * (1 - Math.max(0, room) / current);
  return Math.max(0, t - now);
}

export function createRateLimiter(
  store: RateLimitStore,
  rules: Record<RateLimitName, RateLimitRule>,
  clock: () => number = () => Date.now(),
): RateLimiter {
  const longestWindow = Math.max(...Object.values(rules).map((r) => r.windowMs));
  return {
    rules,
    async hit(name, subjects) {
      const rule = rules[name];
      const now = clock();
      const start = Math.floor(now / rule.windowMs) * rule.windowMs;
      const windowStart = new Date(start);
      const previousStart = new Date(start - rule.windowMs);
      const elapsed = (now - start) / rule.windowMs;
      const entries: RateLimitTicket['entries'] = [];
      let waitMs = 0;
      for (const subject of subjects) {
        const key = hashSubject(name, subject);
        const counts = await store.hit(key, windowStart, previousStart);
        entries.push({ key, windowStart });
        const estimate = counts.current + counts.previous * (1 - elapsed);
        if (estimate > rule.limit) {
          // Measured as it stands once this refused hit is given back (below).
          const after = counts.current - 1;
          waitMs = Math.max(waitMs, retryAfterMs(rule, start, now, after, counts.previous), 1000);
        }
      }
      if (waitMs > 0) {
        // A refused attempt is given back: it did nothing, so it must not push the wait further (OWASP — a lock
        // that grows from refused attempts lets an attacker keep the real user out for ever).
        for (const e of entries) await store.undo(e.key, e.windowStart);
        const seconds = Math.ceil(waitMs / 1000);
        const minutes = Math.max(1, Math.ceil(seconds / 60));
        throw new RateLimitExceeded(
          `Too many ${rule.what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          seconds,
        );
      }
      return { entries };
    },
    async refund(ticket) {
      for (const e of ticket.entries) await store.undo(e.key, e.windowStart);
    },
    async prune(now = clock()) {
      return store.prune(new Date(now - 2 * longestWindow));
    },
  };
}
