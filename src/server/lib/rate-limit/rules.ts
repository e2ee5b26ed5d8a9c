/**
 * What is rate-limited and how much (docs/shop/conventions.md §3 "Rate limits"). Each rule allows
 * `limit` hits per `windowMs` for each key it is applied to (an e-mail address, a client address). The numbers
 * are generous for real shoppers and tight for scripts; `RATE_LIMITS` overrides them, e.g.
 * `RATE_LIMITS=login:5/15m,contact:20/1h` (tests use it to reach a limit quickly, the browser suite to lift them).
 */
export const RATE_LIMIT_NAMES = [
  'login',
  'loginAddress',
  'signup',
  'forgotPassword',
  'contact',
  'viewing',
  'acknowledgement',
  'track',
  'trackAddress',
  'emailChange',
  'passwordChange',
  'checkout',
  'checkoutAddress',
  'discount',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

export interface RateLimitRule {
  limit: number;
  windowMs: number;
  /** What was hammered, for the 429 message: "Too many {what}. Please try again in …". */
  what: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RATE_LIMITS: Record<RateLimitName, RateLimitRule> = {
  /**
   * Failed logins per account AND address (a successful login gives its attempt back): someone else's failures
   * from elsewhere never lock the real user out (OWASP authentication cheat sheet, docs/decisions/081).
   */
  login: { limit: 10, windowMs: 15 * MINUTE, what: 'login attempts' },
  /** Failed logins per address, whatever the account: high, as one office or mobile carrier is many shoppers. */
  loginAddress: { limit: 100, windowMs: 15 * MINUTE, what: 'login attempts from your network' },
  /** New accounts (sign-up page and checkout) per client address. */
  signup: { limit: 20, windowMs: HOUR, what: 'sign-up attempts' },
  /** Reset links per e-mail and per client address: enough to retry, too few to flood an inbox. */
  forgotPassword: { limit: 6, windowMs: HOUR, what: 'password reset requests' },
  contact: { limit: 10, windowMs: HOUR, what: 'messages' },
  viewing: { limit: 10, windowMs: HOUR, what: 'viewing requests' },
  /**
   * Acknowledgements of a message or viewing request mailed to one recipient address per day: the forms take any
   * address, so more would make the shop a way to mail strangers. Over it, the request is still received.
   */
  acknowledgement: { limit: 3, windowMs: 24 * HOUR, what: 'acknowledgements' },
  /** Failed order look-ups (/track-order) per account-and-address, as for login: order numbers are sequential. */
  track: { limit: 10, windowMs: 15 * MINUTE, what: 'order look-ups' },
  /** Failed order look-ups per address, whatever the e-mail. */
  trackAddress: { limit: 50, windowMs: 15 * MINUTE, what: 'order look-ups from your network' },
  /** E-mail change requests per account and per address; each one mails two people. */
  emailChange: { limit: 5, windowMs: HOUR, what: 'email change requests' },
  /** Password changes per account (each checks the current password: a guessing target). */
  passwordChange: { limit: 10, windowMs: HOUR, what: 'password change attempts' },
  /** Checkout sessions opened per account: a few retries an hour is plenty for a real shopper. */
  checkout: { limit: 10, windowMs: HOUR, what: 'checkout attempts' },
  /** Checkout sessions opened per address: far above one household, so shared addresses are not blocked. */
  checkoutAddress: { limit: 60, windowMs: HOUR, what: 'checkout attempts from your network' },
  /**
   * Refused discount codes per account and per address (a code that applies gives its try back): enough for a
   * shopper's typos, too few to guess codes (docs/decisions/099).
   */
  discount: { limit: 20, windowMs: 15 * MINUTE, what: 'discount code attempts' },
};

export type RateLimitOverrides = Partial<Record<RateLimitName, { limit: number; windowMs: number }>>;

const UNIT_MS = { s: 1000, m: MINUTE, h: HOUR } as const;

/**
 * Parses `name:limit/window[,…]` where window is a number with s, m or h (`15m`, `1h`, `30s`).
 * Throws an Error naming the bad part; config.ts turns it into a start-up message.
 */
export function parseRateLimits(raw: string | undefined): RateLimitOverrides {
  const out: RateLimitOverrides = {};
  if (!raw?.trim()) return out;
  for (const part of raw.split(',')) {
    const item = part.trim();
    if (!item) continue;
    const m = /^([A-Za-z]+):(\d+)\/(\d+)([smh])$/.exec(item);
    if (!m) throw new Error(`"${item}" must look like login:10/15m`);
    const [, name, limit, amount, unit] = m as unknown as [string, string, string, string, 's' | 'm' | 'h'];
    if (!(RATE_LIMIT_NAMES as readonly string[]).includes(name))
      throw new Error(`"${name}" is not a rate limit (one of ${RATE_LIMIT_NAMES.join(', ')})`);
    const windowMs = Number(amount) * UNIT_MS[unit];
    if (Number(limit) < 1 || windowMs < 1000)
      throw new Error(`"${item}" needs a limit ≥ 1 and a window ≥ 1s`);
    out[name as RateLimitName] = { limit: Number(limit), windowMs };
  }
  return out;
}

export function resolveRateLimits(overrides: RateLimitOverrides = {}): Record<RateLimitName, RateLimitRule> {
  const rules = { ...DEFAULT_RATE_LIMITS };
  for (const name of RATE_LIMIT_NAMES) {
    const o = overrides[name];
    if (o) rules[name] = { ...rules[name], ...o };
  }
  return rules;
}
