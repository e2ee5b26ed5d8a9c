/**
 * Small HTTP helpers shared by the catalogue's read routes: sending a cached reply with its ETag, telling an
 * admin caller from a shopper, and reading ids that may be malformed.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogCache, type CachedJson } from './read-cache';
import { carriesCredentials } from '../session-cookie';

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

/** Everything of a cached reply but the security headers, made once per entry and encoding. */
function readyReply(cached: CachedJson, encoding: 'br' | 'gzip' | null) {
  cached.ready ??= {};
  return (cached.ready[encoding ?? ''] ??= (() => {
    const body = encoding ? encodedBody(cached, encoding) : Buffer.from(cached.body);
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(body.length),
      'cache-control': 'no-cache',
      etag: cached.etag,
      vary: 'accept-encoding',
    };
    if (encoding) headers['content-encoding'] = encoding;
    return { headers, body };
  })());
}

const encodingFor = (request: FastifyRequest, cached: CachedJson) =>
  cached.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request) : null;

/**
 * Sends a serialised reply. Browsers revalidate (`no-cache`) and get a 304 while nothing changed, so a
 * shopper never sees a price older than the last catalogue write; a compressed copy is made once per entry.
 * A shopper's GET (no bearer, no session cookie: nothing in the reply depends on who asks) is remembered by its
 * URL, so the next one is answered before validation and the handler (`answerRemembered`).
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedJson): FastifyReply {
  if (request.method === 'GET' && !carriesCredentials(request))
    catalogCache(request.server).remember(request.url, cached);
  reply.header('cache-control', 'no-cache').header('etag', cached.etag).header('vary', 'accept-encoding');
  if (cached.status === 200 && request.headers['if-none-match'] === cached.etag) {
    return reply.status(304).send();
  }
  reply.status(cached.status).type('application/json; charset=utf-8');
  const encoding = encodingFor(request, cached);
  if (!encoding) return reply.send(cached.body);
  // Already compressed: the compress plugin leaves a reply with a Content-Encoding alone.
  return reply.header('content-encoding', encoding).send(encodedBody(cached, encoding));
}

/**
 * A catalogue GET whose reply is the same for every caller, `{ success: true, …load() }`: made once per catalogue
 * change under `key` and sent with sendCached (so no response schema serializes it).
 */
export function cachedGet(
  app: FastifyInstance,
  url: string,
  key: string,
  load: () => Promise<Record<string, unknown>>,
): void {
  app.get(url, async (request, reply) => {
    const cached = await catalogCache(app).json(key, async () => ({
      body: { success: true, ...(await load()) },
    }));
    return sendCached(request, reply, cached);
  });
}

let replyHeadersKey: symbol | null | undefined;

/**
 * The headers set on the reply object itself, without copying the raw response's (as `getHeaders()` does, which
 * cost a tenth of a cached reply's CPU): Fastify keeps them under its own symbol, found once by name.
 */
export function replyOwnHeaders(reply: FastifyReply): Record<string, unknown> {
  replyHeadersKey ??=
    Object.getOwnPropertySymbols(reply).find((s) => s.description === 'fastify.reply.headers') ?? null;
  const own = replyHeadersKey && (reply as unknown as Record<symbol, unknown>)[replyHeadersKey];
  return own && typeof own === 'object' ? (own as Record<string, unknown>) : reply.getHeaders();
}

/**
 * An onRequest hook of the catalogue's read routes: a shopper's GET of a URL answered before from the cache, and
 * still cached, is answered at once with the reply's ready bytes (compressed once, docs/decisions/104) — no
 * validation, handler, serialisation or compression on the way. The same headers as `sendCached`; the security
 * headers are already on the response (plugins/security-headers.ts); onResponse hooks (the request log) still run.
 */
export function answerRemembered(
  request: FastifyRequest,
  reply: FastifyReply,
  done: (err?: Error) => void,
): void {
  if (request.method !== 'GET' || carriesCredentials(request)) return done();
  const cached = catalogCache(request.server).remembered(request.url);
  if (!cached) return done();
  reply.hijack();
  const res = reply.raw;
  // Headers other hooks put on the reply (not the raw response) so far, e.g. X-Served-By.
  const own = replyOwnHeaders(reply);
  for (const name in own) if (own[name] !== undefined) res.setHeader(name, own[name] as string);
  if (cached.status === 200 && request.headers['if-none-match'] === cached.etag) {
    res.writeHead(304, { 'cache-control': 'no-cache', etag: cached.etag, vary: 'accept-encoding' });
    res.end();
    return;
  }
  const ready = readyReply(cached, encodingFor(request, cached));
  res.writeHead(cached.status, ready.headers);
  res.end(ready.body);
}

/**
 * Whether the caller is an admin. Shoppers see only active products; an admin's list and product view also
 * show inactive ones. A missing, expired or invalid token simply means "not an admin" here: a catalogue read
 * must not fail because a shopper's stored session went stale.
 */
export async function callerIsAdmin(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  if (!carriesCredentials(request)) return false;
  try {
    await app.identify(request, undefined as unknown as FastifyReply);
  } catch {
    request.user = null;
    return false;
  }
  return request.user?.role === 'admin';
}
