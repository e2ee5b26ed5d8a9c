/**
 * 405 for a known /api path asked with a method it does not have (RFC 9110 §15.5.6): `Allow` lists the methods
 * it does have, the body is the API's error shape. Fastify has no 405 of its own — a missing method reaches the
 * not-found handler like an unknown path — so plugins/web.ts asks here first and answers 404 only when no
 * method at all knows the path.
 *
 * Matching is Fastify's own router (`app.findRoute`), asked with the request's path for each method: parametric
 * routes (/api/product/:id) match a concrete path, with the same options (trailing slash, decoding) as requests.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Methods a route may have here, in the order `Allow` names them. A GET route also answers HEAD (Fastify). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The methods that have a route for `path` (a request path, query string allowed). A catch-all (`/*`: the pages
 * route, plugins/web.ts) does not count: it answers any path, the API's unknown ones with a 404.
 */
export function allowedMethods(app: FastifyInstance, path: string): string[] {
  return METHODS.filter((method) => {
    const route = app.findRoute({ method, url: path });
    return route !== null && !('*' in (route.params ?? {}));
  });
}

/** Answers 405 when another method has a route for `pathname`; null when none does (then it is a 404). */
export function refuseMethod(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
): FastifyReply | null {
  const allowed = allowedMethods(app, pathname);
  if (!allowed.length || allowed.includes(request.method)) return null;
  return reply
    .status(405)
    .header('allow', allowed.join(', '))
    .send({ success: false, message: `${request.method} is not allowed here; use ${allowed.join(', ')}.` });
}
