/**
 * The security headers (Content-Security-Policy, X-Frame-Options, …) that @fastify/helmet sets, worked out once at
 * start and then copied onto every response. @fastify/helmet itself builds a new helmet middleware, re-parsing
 * every CSP directive, on each request (two async hooks): on a cached catalogue reply that was a fifth of the
 * request's CPU (docs/decisions/104-catalogue-at-scale.md). The headers do not depend on the request here (no CSP
 * nonces, no per-route options), so the result is the same bytes, made once.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** Headers of the probe's reply that are not helmet's. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers helmet sets for `options`, asked of helmet itself on a throwaway instance. */
export async function securityHeadersFor(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    probe.get('/', async () => 'probe');
    const res = await probe.inject({ url: '/' });
    return Object.entries(res.headers)
      .filter(([name, value]) => !NOT_SECURITY.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, value as string]);
  } finally {
    await probe.close();
  }
}

export default fp(
  async function securityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
    const headers = await securityHeadersFor(options);
    app.addHook('onRequest', (_request, reply, done) => {
      // On the raw response, as helmet does: a hook that answers at once by itself (lib/catalog/http.ts) keeps them.
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
