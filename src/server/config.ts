/**
 * Configuration comes from the environment (docs/shop/conventions.md §1 "Running it") and is validated once at
 * start-up. A wrong value stops the server with a message naming the variable.
 */
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './lib/startup-error';
import { parseTrustProxy } from './lib/trust-proxy';
import { SHOP_CONTACT } from '#domain/brand';
import { stateOfGstin } from '#domain/gst-states';
import { blankToUndefined, wholeNumberIn } from '#domain/schemas/common';
import { REVIEW_REQUEST } from '#domain/review-constants';
import { parseRateLimits, type RateLimitOverrides } from './lib/rate-limit/rules';
import type { S3Settings } from './lib/images/bucket';

/** A GSTIN: 2-digit state code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
const GSTIN_RE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** The demo's GSTIN (Maharashtra, 27): invoices mark it as such while SHOP_GSTIN is unset. */
export const DEMO_GSTIN = '27AAACA1234A1Z5';

/** Whether Intl knows the zone (an unknown one would throw at the first date formatted). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/** A setting given as text, read as a number (as `z.coerce.number` reads it); blank is not given. */
const asNumber = (value: unknown) => {
  const given = blankToUndefined(value);
  return given === undefined ? undefined : Number(given);
};
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  );

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'must be a port number' })
      .int({ message: 'must be a whole number' })
      .min(0, { message: 'must be between 0 and 65535' })
      .max(65535, { message: 'must be between 0 and 65535' })
      .default(3000),
  ),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  APP_URL: optional(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
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
  RAZORPAY_KEY_ID: optional(
    z.string().regex(/^rzp_(test|live)_\w+$/, { message: 'must be a Razorpay key id (rzp_…)' }),
  ),
  RAZORPAY_KEY_SECRET: optional(z.string().min(8, { message: 'must be the Razorpay key secret' })),
  RAZORPAY_WEBHOOK_SECRET: optional(z.string().min(8, { message: 'must be the Razorpay webhook secret' })),
  /** Which provider takes payments when several have keys (docs/shop/beyond.md §1 "Settings"). */
  PAYMENT_PROVIDER: optional(
    z.enum(['stripe', 'razorpay', 'sandbox'], { message: 'must be stripe, razorpay or sandbox' }),
  ),
  /** The seller on tax invoices (docs/shop/beyond.md §3 "GST tax invoices"). */
  SHOP_LEGAL_NAME: z.preprocess(blankToUndefined, z.string().max(120).default(SHOP_CONTACT.addressLines[0]!)),
  SHOP_ADDRESS: z.preprocess(
    blankToUndefined,
    z.string().max(300).default(SHOP_CONTACT.addressLines.slice(1).join(', ')),
  ),
  SHOP_GSTIN: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(GSTIN_RE, { message: 'must be a 15-character GSTIN such as 27AAACA1234A1Z5' }),
  ),
  INVOICE_PREFIX: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Z0-9-]{1,5}$/, {
        message:
          'must be 1–5 capital letters, digits or dashes, e.g. AUR (an invoice number is at most 16 characters)',
      })
      .default('AUR'),
  ),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/.+/, { message: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().default(`Aurelia <no-reply@aurelia.in>`)),
  SHOP_EMAIL: z.preprocess(
    blankToUndefined,
    z.email({ message: 'must be an e-mail address' }).default(SHOP_CONTACT.supportEmail),
  ),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** Behind a load balancer: trust X-Forwarded-* from it (lib/trust-proxy.ts says which forms). */
  TRUST_PROXY: z.preprocess(blankToUndefined, z.string().default('false')).transform((raw, ctx) => {
    const parsed = parseTrustProxy(raw);
    if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: parsed.problem });
    return 'value' in parsed ? parsed.value : false;
  }),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/.+/, { message: 'must be a redis:// URL' })),
  /** Prepended to every Redis key (several shops or test runs on one Redis). */
  REDIS_KEY_PREFIX: z.preprocess(
    blankToUndefined,
    z.string().max(100, { message: 'must be at most 100 characters' }).default('aurelia:'),
  ),
  /** Adds `X-Served-By: <pid>` to every reply (tests of several processes need to know which one answered). */
  SERVED_BY_HEADER: booleanFlag(false),
  /** Overrides of the rate limits (lib/rate-limit/rules.ts), e.g. `login:10/15m,contact:20/1h`. */
  RATE_LIMITS: z.preprocess(blankToUndefined, z.string().optional()),
  /**
   * Every date the shop shows or mails, admin included, is in this IANA zone (docs/shop/beyond.md §1 "Settings").
   */
  SHOP_TIME_ZONE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default('Asia/Kolkata')
      .refine(isTimeZone, { message: 'must be an IANA time zone such as Asia/Kolkata' }),
  ),
  /** Days after delivery before the review request e-mail goes out (modules/reviews/review-requests.ts). */
  REVIEW_REQUEST_AFTER_DAYS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'must be a number of days from 0 to 60' })
      .min(0, { message: 'must be a number of days from 0 to 60' })
      .max(60, { message: 'must be a number of days from 0 to 60' })
      .default(REVIEW_REQUEST.afterDays),
  ),
  /** Pictures in an S3-compatible bucket instead of DATA_DIR/uploads (docs/decisions/103). */
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'must be a bucket name: 3–63 lower-case letters, digits, dots or dashes',
    }),
  ),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
  S3_REGION: optional(
    z.string().regex(/^[a-z0-9-]{2,40}$/, { message: 'must be a region such as ap-south-1' }),
  ),
  S3_PUBLIC_URL: optional(
    z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
      .refine((u) => !/[?#]/.test(u), { message: 'must be an address without ? or #' }),
  ),
  /** Size of the node-postgres pool per process. */
  DATABASE_POOL_SIZE: z.preprocess(
    asNumber,
    wholeNumberIn(1, 200, 'must be a whole number from 1 to 200').default(10),
  ),
});

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
  /** IANA zone of every date shown or mailed (SHOP_TIME_ZONE, default Asia/Kolkata). */
  shopTimeZone: string;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined;
  /** The provider payments go through: PAYMENT_PROVIDER, else the one whose keys are set, else the sandbox. */
  paymentProvider: 'stripe' | 'razorpay' | 'sandbox';
  /** The seller on tax invoices; `demoGstin` while SHOP_GSTIN is unset (the invoice says so). */
  seller: { legalName: string; address: string; gstin: string; demoGstin: boolean };
  invoicePrefix: string;
  /** REVIEW_REQUEST_AFTER_DAYS: days after delivery before a shopper is asked for a review (docs/decisions/100). */
  reviewRequestAfterDays: number;
  /** S3_*: the bucket pictures are kept in, or undefined for DATA_DIR/uploads (docs/decisions/103). */
  s3: S3Settings | undefined;
}

/** Wrong settings: one line per problem, each starting with the variable's name (lib/startup-error.ts). */
export { ConfigError };

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
  if (!!e.RAZORPAY_KEY_ID !== !!e.RAZORPAY_KEY_SECRET) {
    problems.push('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: set both or neither');
  }
  if (e.RAZORPAY_WEBHOOK_SECRET && !e.RAZORPAY_KEY_ID) {
    problems.push('RAZORPAY_KEY_ID: required when RAZORPAY_WEBHOOK_SECRET is set');
  }
  if (e.PAYMENT_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY) {
    problems.push('PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY');
  }
  if (e.PAYMENT_PROVIDER === 'razorpay' && !e.RAZORPAY_KEY_ID) {
    problems.push('PAYMENT_PROVIDER: razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  }
  if (e.SHOP_GSTIN && !stateOfGstin(e.SHOP_GSTIN)) {
    problems.push(
      `SHOP_GSTIN: ${e.SHOP_GSTIN.slice(0, 2)} is not a GST state code (its first two digits name the shop's state)`,
    );
  }
  if (!e.PAYMENT_PROVIDER && e.STRIPE_SECRET_KEY && e.RAZORPAY_KEY_ID) {
    problems.push('PAYMENT_PROVIDER: both Stripe and Razorpay keys are set; say which takes payments');
  }
  let rateLimits: RateLimitOverrides = {};
  try {
    rateLimits = parseRateLimits(e.RATE_LIMITS);
  } catch (err) {
    problems.push(`RATE_LIMITS: ${(err as Error).message}`);
  }
  for (const name of ['S3_ENDPOINT', 'S3_REGION', 'S3_PUBLIC_URL'] as const) {
    if (e[name] && !e.S3_BUCKET) problems.push(`S3_BUCKET: required when ${name} is set`);
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
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    servedByHeader: e.SERVED_BY_HEADER,
    rateLimits,
    shopTimeZone: e.SHOP_TIME_ZONE,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          }
        : undefined,
    paymentProvider:
      e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : e.RAZORPAY_KEY_ID ? 'razorpay' : 'sandbox'),
    seller: {
      legalName: e.SHOP_LEGAL_NAME,
      address: e.SHOP_ADDRESS,
      gstin: e.SHOP_GSTIN ?? DEMO_GSTIN,
      demoGstin: !e.SHOP_GSTIN,
    },
    invoicePrefix: e.INVOICE_PREFIX,
    reviewRequestAfterDays: e.REVIEW_REQUEST_AFTER_DAYS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
          // The SDK needs a region even for a service that ignores it (MinIO, R2…).
          region: e.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
  };
}
