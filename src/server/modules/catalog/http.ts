/**
 * Small HTTP helpers shared by the catalogue's read routes: sending a cached reply with its ETag, telling an
 * admin caller from a shopper, and reading ids that may be malformed.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedJson } from './read-cache';

/** Bodies smaller than this go out as they are (the compress plugin's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b(?!;q=0(\.0+)?\b)/.test(accept)) return 'br';
  if (/\bgzip\b(?!;q=0(\.0+)?\b)/.test(accept)) return 'gzip';
  return null;
}

/** The cached body compressed for this client, compressed once per entry and encoding rather than per request. */
function encodedBody(cached: CachedJson, encoding: 'br' | 'gzip'): Buffer {
  cached.encoded ??= {};
  return (cached.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(cached.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 6,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : gzipSync(cached.body, { level: 6 }));
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed UUID. A malformed id can never name a row, so callers answer 404 for it, not 500. */
export function isUuid(value: string | undefined | null): boolean {
  return !!value && UUID_RE.test(value);
}

/**
 * Sends a serialised reply. Browsers revalidate (`no-cache`) and get a 304 while nothing changed, so a
 * shopper never sees a price older than the last catalogue write; a compressed copy is made once per entry.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedJson): FastifyReply {
  reply.header('cache-control', 'no-cache').header('etag', cached.etag).header('vary', 'accept-encoding');
  if (cached.status === 200 && request.headers['if-none-match'] === cached.etag) {
    return reply.status(304).send();
  }
  reply.status(cached.status).type('application/json; charset=utf-8');
  const encoding = cached.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request) : null;
  if (!encoding) return reply.send(cached.body);
  // Already compressed: the compress plugin leaves a reply with a Content-Encoding alone.
  return reply.header('content-encoding', encoding).send(encodedBody(cached, encoding));
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
