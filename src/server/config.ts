/**
 * Configuration comes from the environment (conventions.md "Running it") and is validated once at start-up.
 * A wrong value stops the server with a message naming the variable.
 */
import path from 'node:path';
import { z } from 'zod';
import { SHOP_CONTACT } from '../domain/brand';
import { parseRateLimits, type RateLimitOverrides } from './lib/rate-limit/rules';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  );

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a port number' })
      .int({ message: 'must be a whole number' })
      .min(0, { message: 'must be between 0 and 65535' })
      .max(65535, { message: 'must be between 0 and 65535' })
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  APP_URL: optional(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// connection URL' }),
  ),
  ADMIN_EMAIL: optional(z.email({ message: 'must be an e-mail address' })),
  ADMIN_PASSWORD: optional(z.string().min(8, { message: 'must be at least 8 characters' })),
  SEED_DEMO: booleanFlag(true),
  JWT_SECRET: optional(z.string().min(32, { message: 'must be at least 32 characters' })),
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_/, { message: 'must be a Stripe secret key (sk_…)' }),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_/, { message: 'must be a Stripe webhook secret (whsec_…)' }),
  ),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/.+/, { message: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default(`Aurelia <no-reply@aurelia.in>`)),
  SHOP_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email({ message: 'must be an e-mail address' }).default(SHOP_CONTACT.supportEmail),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** Behind a load balancer: trust X-Forwarded-* from it (true, a hop count, or a list of addresses). */
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('false')),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/.+/, { message: 'must be a redis:// URL' })),
  /** Prepended to every Redis key (several shops or test runs on one Redis). */
  REDIS_KEY_PREFIX: z.preprocess(emptyToUndefined, z.string().max(100).default('aurelia:')),
  /** Adds `X-Served-By: <pid>` to every reply (tests of several processes need to know which one answered). */
  SERVED_BY_HEADER: booleanFlag(false),
  /** Overrides of the rate limits (lib/rate-limit/rules.ts), e.g. `login:10/15m,contact:20/1h`. */
  RATE_LIMITS: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Size of the node-postgres pool per process. */
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(200).default(10)),
});

export type Env = z.input<typeof EnvSchema>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  /** Set by loadConfig from JWT_SECRET, or resolved later from DATA_DIR (see lib/secret.ts). */
  jwtSecret: string | undefined;
  stripe: { secretKey: string; webhookSecret: string | undefined } | undefined;
  mail: { smtpUrl: string | undefined; from: string; shopEmail: string };
  logLevel: string;
  trustProxy: boolean | number | string[];
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  servedByHeader: boolean;
  rateLimits: RateLimitOverrides;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(raw: string): boolean | number | string[] {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    problems.push('JWT_SECRET: required when NODE_ENV is production (at least 32 characters)');
  }
  if (e.STRIPE_WEBHOOK_SECRET && !e.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_SECRET_KEY: required when STRIPE_WEBHOOK_SECRET is set');
  }
  let rateLimits: RateLimitOverrides = {};
  try {
    rateLimits = parseRateLimits(e.RATE_LIMITS);
  } catch (err) {
    problems.push(`RATE_LIMITS: ${(err as Error).message}`);
  }
  if (problems.length) throw new ConfigError(problems);

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    jwtSecret: e.JWT_SECRET,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : undefined,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, shopEmail: e.SHOP_EMAIL },
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    servedByHeader: e.SERVED_BY_HEADER,
    rateLimits,
  };
}
