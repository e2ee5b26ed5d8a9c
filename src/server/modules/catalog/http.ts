/**
 * Small HTTP helpers shared by the catalogue's read routes: sending a cached reply with its ETag, telling an
 * admin caller from a shopper, and reading ids that may be malformed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedJson } from './read-cache';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed UUID. A malformed id can never name a row, so callers answer 404 for it, not 500. */
export function isUuid(value: string | undefined | null): boolean {
  return !!value && UUID_RE.test(value);
}

/**
 * Sends a serialised reply. Browsers revalidate (`no-cache`) and get a 304 while nothing changed, so a
 * shopper never sees a price older than the last catalogue write.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedJson): FastifyReply {
  reply.header('cache-control', 'no-cache').header('etag', cached.etag);
  if (cached.status === 200 && request.headers['if-none-match'] === cached.etag) {
    return reply.status(304).send();
  }
  return reply.status(cached.status).type('application/json; charset=utf-8').send(cached.body);
}

/**
 * Whether the caller is an admin. Shoppers see only active products; an admin's list and product view also
 * show inactive ones. A missing, expired or invalid token simply means "not an admin" here: a catalogue read
 * must not fail because a shopper's stored session went stale.
 */
export async function callerIsAdmin(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  if (!request.headers.authorization) return false;
  try {
    await app.identify(request, undefined as unknown as FastifyReply);
  } catch {
    request.user = null;
    return false;
  }
  return request.user?.role === 'admin';
}
