/**
 * The routes the app really registers, collected by an `onRoute` hook while it is built — so a route added
 * tomorrow is fuzzed without anyone listing it — and which route answered each request (to prove coverage).
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Methods whose requests carry a body a client controls. */
export const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface CatalogueRoute {
  method: string;
  url: string;
  /** The route's zod body schema, when it declares one. */
  bodySchema: unknown;
}

export interface RouteCatalogue {
  routes: CatalogueRoute[];
  /** "METHOD url" → how many requests that route's handler chain answered. */
  reached: Map<string, number>;
  instrument(app: FastifyInstance): void;
}

export function routeKey(method: string, url: string): string {
  return `${method} ${url}`;
}

export function createRouteCatalogue(): RouteCatalogue {
  const routes: CatalogueRoute[] = [];
  const reached = new Map<string, number>();
  return {
    routes,
    reached,
    instrument(app) {
      app.addHook('onRoute', (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (!(BODY_METHODS as readonly string[]).includes(method)) continue;
          const url = route.url;
          if (!url.startsWith('/api/')) continue;
          routes.push({ method, url, bodySchema: (route.schema as { body?: unknown } | undefined)?.body });
        }
      });
      app.addHook('onResponse', async (request) => {
        const url = request.routeOptions.url;
        if (!url) return; // the not-found handler answered
        const key = routeKey(request.method, url);
        reached.set(key, (reached.get(key) ?? 0) + 1);
      });
    },
  };
}
