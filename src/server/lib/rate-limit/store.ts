/**
 * Where rate-limit counters live. Counters are fixed windows per key; the limiter combines the current and the
 * previous window into a sliding estimate. The store must be shared by every server process (PostgreSQL today,
 * Redis later when REDIS_URL is set), or a limit would multiply with the number of processes.
 */
export interface WindowCounts {
  /** Hits in the current window, including the one just added. */
  current: number;
  /** Hits in the window before it. */
  previous: number;
}

export interface RateLimitStore {
  /** Adds one hit to `key` in the window starting at `windowStart`; answers both windows' counts atomically. */
  hit(key: string, windowStart: Date, previousStart: Date): Promise<WindowCounts>;
  /** Takes one hit back (a login that succeeded); never below zero. */
  undo(key: string, windowStart: Date): Promise<void>;
  /** Deletes windows that started before `before`; answers how many. */
  prune(before: Date): Promise<number>;
}
