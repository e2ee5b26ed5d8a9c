/**
 * One error handler for the whole API. Client mistakes keep their status and a plain message; anything else
 * becomes a 500 (or 503 when the database is unreachable) with a generic message. Stacks, SQL and file paths
 * are logged, never sent.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, type FieldError } from '../errors';

const UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';
const INTERNAL = 'Something went wrong on our side. Please try again.';

/** PostgreSQL and socket error codes that mean "the database is not reachable right now". */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
  'EAI_AGAIN', // DNS did not answer
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'Client was closed',
  'PGlite is closed',
];

/**
 * The error and what it wraps: Drizzle wraps the driver's error in `cause`, and a connection to a host name with
 * several addresses fails with an AggregateError whose `errors` hold each address's ECONNREFUSED.
 */
function causes(err: unknown): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  const queue: unknown[] = [err];
  while (queue.length && out.length < 12) {
    const cur = queue.shift();
    if (!cur || typeof cur !== 'object') continue;
    out.push(cur as Record<string, unknown>);
    queue.push((cur as { cause?: unknown }).cause);
    const nested = (cur as { errors?: unknown }).errors;
    if (Array.isArray(nested)) queue.push(...nested.slice(0, 4));
  }
  return out;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  return causes(err).some(
    (c) =>
      (typeof c.code === 'string' && CONNECTION_CODES.has(c.code)) ||
      // SQLSTATE class 08: connection exception, whatever the subclass.
      (typeof c.code === 'string' && /^08[0-9A-Z]{3}$/.test(c.code)) ||
      // A Unix socket path that is gone while the server is down.
      (c.code === 'ENOENT' && c.syscall === 'connect') ||
      (typeof c.message === 'string' && CONNECTION_MESSAGES.some((m) => (c.message as string).includes(m))),
  );
}

function pgCode(err: unknown): string | undefined {
  for (const c of causes(err)) {
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code)) return c.code;
  }
  return undefined;
}

interface Reply {
  status: number;
  message: string;
  errors?: FieldError[];
  extra?: Record<string, unknown>;
}

export function describeError(err: unknown): Reply {
  if (err instanceof AppError) {
    return { status: err.statusCode, message: err.message, errors: err.errors, extra: err.extra };
  }
  const fe = err as FastifyError;
  // A route's schema refused the request: the zod type provider's issues (their messages are the spec's, from
  // src/domain/schemas) or Fastify's own validation. The first problem is the message and every field is listed,
  // as parseInput does for multipart fields (errors.ts).
  if (Array.isArray(fe?.validation)) {
    const errors = fe.validation.map((v) => ({
      path: String(v.instancePath ?? '')
        .replace(/^\//, '')
        .replace(/\//g, '.'),
      message: v.message ?? 'Invalid value.',
    }));
    return { status: 400, message: errors[0]?.message ?? 'Invalid input.', errors };
  }
  if (isDatabaseUnavailable(err)) return { status: 503, message: UNAVAILABLE };
  const code = pgCode(err);
  if (code === '23505') return { status: 409, message: 'That already exists.' };
  if (code === '23503')
    return { status: 409, message: 'That is still in use or refers to something that no longer exists.' };
  if (code === '23514' || code === '22P02' || code === '22003')
    return { status: 400, message: 'Invalid value.' };
  // Text PostgreSQL cannot store (a NUL byte, a broken character): lib/text-guard refuses it in bodies; this
  // catches it in a path or query string.
  if (code === '22021' || code === '22P05')
    return { status: 400, message: 'The request contains characters that cannot be stored.' };
  if (code === '40001' || code === '40P01')
    return { status: 503, message: 'The shop is busy. Please try again.' };
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's and its plugins' own 4xx messages describe the request, not the server.
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && /JSON/i.test(fe.message ?? ''))) {
      return { status: 400, message: 'The request body is not valid JSON.' };
    }
    if (status === 413) return { status, message: 'The request is too large.' };
    if (status === 415) return { status, message: 'Unsupported content type.' };
    return { status, message: fe.message || 'Bad request.' };
  }
  if (status === 503) return { status, message: UNAVAILABLE };
  return { status: 500, message: INTERNAL };
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((err, request, reply) => {
      const described = describeError(err);
      if (described.status >= 500) {
        request.log.error({ err }, 'request failed');
      } else {
        request.log.info({ status: described.status, message: described.message }, 'request refused');
      }
      if (described.status === 503) reply.header('retry-after', '5');
      reply.status(described.status).send({
        success: false,
        message: described.message,
        ...(described.errors?.length ? { errors: described.errors } : {}),
        ...described.extra,
      });
    });
  },
  { name: 'error-handler' },
);
