/**
 * Serves the built web app (dist/web) and uploaded images (DATA_DIR/uploads). Pages are a real route (GET and
 * HEAD of any other path): the app's index.html with the page's head and, for the storefront, its server-rendered
 * markup and React Router's hydration data (docs/decisions/112), compressed by @fastify/compress. An unknown /api
 * path answers 404 JSON (405 when it exists under another method).
 *
 * Pages can put real <head> tags into that HTML for search engines and link previews: a module registers a
 * provider with `app.pageHeads.register(pattern, render)` (see modules/catalog/seo for products and listings).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { projectRoot } from '../lib/project-root';
import { isPagePath } from '#domain/page-routes';
import { uploadsDir } from './services';
import { defaultHead, renderHeadTags, shopTimeZoneTag, type PageHead } from '../lib/html-head';
import { Readable } from 'node:stream';
import { createPageRender, type PageRender, type RenderedMarkup, type RenderResult } from './page-render';
import { refuseMethod } from './method-not-allowed';
import { imageBaseTag, serveImagesFromStore } from '../lib/images/serve';
import { replyOwnHeaders } from '../lib/catalog/http';
import { SESSION_COOKIE, readSessionCookie } from '../lib/session-cookie';

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

export type PageHeadRenderer = (match: RegExpExecArray, request: FastifyRequest) => Promise<PageHead | null>;

export interface PageHeads {
  register(pattern: RegExp, render: PageHeadRenderer): void;
  /** The head for a path, or null when no provider knows it. */
  resolve(pathname: string, request: FastifyRequest): Promise<PageHead | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageHeads: PageHeads;
    /**
     * Answers a GET or HEAD with the page at the request's URL (what the pages route does): for a route that
     * answers some addresses itself and leaves the rest to the app (e.g. a renamed product's old address).
     */
    servePage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

export function webRoot(): string {
  return path.join(projectRoot(), 'dist', 'web');
}

const HEAD_MARKER = '<!--app-head-->';
const ROOT_MARKER = '<div id="root"></div>';
const BODY_END = '</body>';

/** The id of the JSON script with React Router's hydration data (src/web/app/browser-router.ts reads it). */
const HYDRATION_DATA_ID = 'router-data';

/**
 * index.html with the page's <head> tags and, for a server-rendered page, its markup and the router's hydration
 * data (JSON, not an inline script: the content security policy runs no inline script).
 * Replacer functions: a page's text may hold `$&` or `$'`, which a replacement string would expand.
 */
function fillTemplate(template: string, headTags: string, rendered: RenderedMarkup | null): string {
  const page = template.replace(HEAD_MARKER, () => headTags);
  if (!rendered) return page;
  return page
    .replace(ROOT_MARKER, () => `<div id="root">${rendered.body}</div>`)
    .replace(
      BODY_END,
      () =>
        `<script id="${HYDRATION_DATA_ID}" type="application/json">${rendered.hydrationData}</script>\n  ${BODY_END}`,
    );
}

/** Finished pages kept with the shared rendering they were made from (see servePage, the pages route). */
interface FinishedPage {
  template: string;
  headTags: string;
  page: string;
  /** A weak validator of the page (weak: the same page goes out in several encodings, with Vary). */
  etag: string;
}

/**
 * A shared page's whole reply, as @fastify/compress sent it for each Accept-Encoding header asked with, ready to
 * write: answered for its exact URL by an onRequest hook, before routing and every later hook
 * (docs/decisions/104, "Ready pages"). Keyed by the header as sent (browsers send a handful of distinct ones),
 * so no encoding is negotiated here.
 */
interface ReadyPage {
  source: FinishedPage;
  expires: number;
  bytes: number;
  variants: Map<string, { headers: Record<string, string>; body: Buffer }>;
}

/** The router's maxParamLength (routerOptions in app.ts). */
const MAX_PARAM_LENGTH = 200;

/** Distinct Accept-Encoding headers kept per ready page. */
const READY_VARIANTS_MAX = 6;
/** The reply headers a ready page repeats (the security headers come from their own hook). */
const READY_HEADERS = ['content-type', 'cache-control', 'etag', 'vary', 'content-encoding'] as const;

/** What a page reply that may become a ready page carries to the onSend hook that keeps its bytes. */
const READY_SOURCE = Symbol('aurelia.readySource');
type WithReadySource = FastifyRequest & { [READY_SOURCE]?: { source: FinishedPage; generation: number } };

/** Bounds of the ready pages: URLs remembered, their length, and the bytes their bodies hold. */
const READY_PAGES_MAX = 5_000;
const READY_URL_MAX_LENGTH = 512;
const READY_PAGES_MAX_BYTES = 48 * 1024 * 1024;
/** The safety net for a missed change notification, as the read cache's lifetime (lib/catalog/read-cache.ts). */
const READY_PAGE_TTL_MS = 60_000;

/**
 * Whether a page may be answered from, or kept as, a shared ready page: a GET with neither an Authorization
 * header nor any cookie (the guest bag's cookie makes /cart and /checkout personal, decision 112 "The guest bag's
 * cookie copy"; a signed-in shopper's session cookie, decision 113, and any other cookie keep a request off the
 * shared path).
 */
const sharable = (request: FastifyRequest) =>
  request.method === 'GET' && !request.headers.authorization && !request.headers.cookie;

/** If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

const finishedPages = new WeakMap<RenderedMarkup, FinishedPage>();

const acceptEncoding = (request: FastifyRequest) => String(request.headers['accept-encoding'] ?? '');

const isStreamLike = (payload: unknown): boolean =>
  !!payload &&
  typeof (payload as { pipe?: unknown }).pipe === 'function' &&
  Symbol.asyncIterator in (payload as object);

async function collect(payload: unknown): Promise<Buffer | null> {
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === 'string') return Buffer.from(payload);
  // @fastify/compress answers a large page with a stream of the `readable-stream` package, not an instance of
  // node's own Readable: any async-iterable stream will do.
  if (payload instanceof Readable || isStreamLike(payload)) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as AsyncIterable<Buffer | string>)
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  return null;
}

/** Directory of the server-rendering bundle (dist/ssr), next to the built web app. */
export function ssrRoot(): string {
  return path.join(projectRoot(), 'dist', 'ssr');
}

export interface WebOptions {
  /** Directory of the built web app; defaults to dist/web (tests point it elsewhere). */
  root?: string;
  /**
   * Directory of the server-rendering bundle; defaults to dist/ssr when `root` is the default. Without one,
   * every page starts empty and the browser renders it.
   */
  ssrRoot?: string;
}

/** Page-head providers by path pattern; the first whose pattern matches a page gives its head. */
function createPageHeads(): PageHeads {
  const providers: Array<{ pattern: RegExp; render: PageHeadRenderer }> = [];
  return {
    register(pattern, render) {
      providers.push({ pattern, render });
    },
    async resolve(pathname, request) {
      for (const p of providers) {
        const m = p.pattern.exec(pathname);
        if (m) return p.render(m, request);
      }
      return null;
    },
  };
}

/**
 * Ready pages (docs/decisions/104): a shared page's finished reply per encoding, by exact URL, cleared on every
 * catalogue change in every process (the renderings and heads it was made from are cleared then too). Answers
 * the current generation, bumped on every change: a page whose making began before a change is never kept after it.
 */
function installReadyPages(app: FastifyInstance): { generation: () => number } {
  const readyPages = new Map<string, ReadyPage>();
  let readyBytes = 0;
  /** Bumped on every change: a page whose making began before a change is never kept after it. */
  let readyGeneration = 0;
  const dropReady = (url: string) => {
    const gone = readyPages.get(url);
    if (!gone) return;
    readyBytes -= gone.bytes;
    readyPages.delete(url);
  };
  app.catalogEvents.onChange(() => {
    readyGeneration++;
    readyPages.clear();
    readyBytes = 0;
  });
  const keepReady = (
    url: string,
    source: FinishedPage,
    accept: string,
    headers: Record<string, string>,
    body: Buffer,
  ) => {
    if (url.length > READY_URL_MAX_LENGTH) return;
    let ready = readyPages.get(url);
    if (ready && (ready.source !== source || ready.expires <= Date.now())) {
      dropReady(url);
      ready = undefined;
    }
    if (!ready) {
      ready = { source, expires: Date.now() + READY_PAGE_TTL_MS, bytes: 0, variants: new Map() };
      readyPages.set(url, ready);
    }
    if (ready.variants.has(accept) || ready.variants.size >= READY_VARIANTS_MAX) return;
    ready.variants.set(accept, { headers, body });
    ready.bytes += body.length;
    readyBytes += body.length;
    // Oldest first out: a Map iterates in insertion order.
    for (const oldest of readyPages.keys()) {
      if (readyPages.size <= READY_PAGES_MAX && readyBytes <= READY_PAGES_MAX_BYTES) break;
      if (oldest === url) continue;
      dropReady(oldest);
    }
  };
  // Before routing, validation and every later hook; the security headers are already on the response
  // (plugins/security-headers.ts), and onResponse hooks (the request log) still run.
  app.addHook('onRequest', (request, reply, done) => {
    if (readyPages.size === 0 || !sharable(request)) return done();
    const ready = readyPages.get(request.url);
    if (!ready) return done();
    if (ready.expires <= Date.now()) {
      dropReady(request.url);
      return done();
    }
    const notModified = matchesEtag(request.headers['if-none-match'], ready.source.etag);
    const variant = notModified ? undefined : ready.variants.get(acceptEncoding(request));
    // An Accept-Encoding not seen yet: the pages route makes its reply (and keeps it).
    if (!notModified && !variant) return done();
    reply.hijack();
    const res = reply.raw;
    const own = replyOwnHeaders(reply);
    for (const name in own) if (own[name] !== undefined) res.setHeader(name, own[name] as string);
    if (notModified) {
      res.writeHead(304, { 'cache-control': 'no-cache', etag: ready.source.etag, vary: 'accept-encoding' });
      res.end();
      return;
    }
    res.writeHead(200, variant!.headers);
    res.end(variant!.body);
  });
  // After @fastify/compress's own onSend (it adds it to every route as the route is made; this hook is added
  // later): a page reply marked as shareable is kept, as compressed and sent, for its URL and Accept-Encoding.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('GET')) return;
    const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const mark = (request as WithReadySource)[READY_SOURCE];
      if (!mark || reply.statusCode !== 200 || request.method !== 'GET') return payload;
      if (mark.generation !== readyGeneration) return payload;
      const body = await collect(payload);
      if (!body) return payload;
      const headers: Record<string, string> = {};
      for (const name of READY_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      headers['content-length'] = String(body.length);
      reply.header('content-length', body.length);
      keepReady(request.url, mark.source, acceptEncoding(request), headers, body);
      return body;
    };
    const onSend = route.onSend;
    route.onSend = [...(Array.isArray(onSend) ? onSend : onSend ? [onSend] : []), keep];
  });
  return { generation: () => readyGeneration };
}

/** The uploads (from the bucket or disk) and the built web app's files; answers whether there is a build. */
async function registerFiles(app: FastifyInstance, root: string): Promise<boolean> {
  // With S3_BUCKET the pictures come from the bucket through the shop (docs/decisions/103), else from disk.
  if (app.images.kind === 's3') serveImagesFromStore(app);
  else
    await app.register(fastifyStatic, {
      root: uploadsDir(app.config),
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Names are random or content-derived and never reused, so browsers may keep them for a year.
      immutable: true,
      maxAge: '365d',
    });

  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }
  return hasBuild;
}

/** The API's answer to a path it does not have: 405 when another method has it, else 404 JSON. */
function apiNotFound(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, pathname: string) {
  if (refuseMethod(app, request, reply, pathname)) return reply;
  return reply.status(404).send({ success: false, message: `No API route ${request.method} ${pathname}.` });
}

/** Whether the request's session cookie names a session the server accepts (its own check-auth call). */
async function hasSession(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const token = readSessionCookie(request.headers.cookie);
  if (!token) return false;
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/check-auth',
    headers: { cookie: `${SESSION_COOKIE}=${token}` },
  });
  // Only a refused session counts as none: on a fault the app's own guard decides.
  return res.statusCode !== 401;
}

interface PageSources {
  root: string;
  hasBuild: boolean;
  renderer: () => Promise<PageRender | null>;
  pageHeads: PageHeads;
  ready: { generation: () => number };
}

/** The pages route's handler: a storefront or back-office page, server-rendered when the bundle is there. */
function createServePage(app: FastifyInstance, { root, hasBuild, renderer, pageHeads, ready }: PageSources) {
  let template: string | undefined;
  const loadTemplate = async () => {
    if (template && app.config.env === 'production') return template;
    template = await readFile(path.join(root, 'index.html'), 'utf8');
    return template;
  };

  const servePage = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const url = request.raw.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    // A segment longer than the router allows a parameter (app.ts) made it pass over the routes that would
    // have taken it: Fastify's own 414, as it answers when no catch-all is there to fall back on.
    if (pathname.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)) {
      return reply.status(414).send({ success: false, message: 'The address is too long.' });
    }
    if (pathname === '/api' || pathname.startsWith('/api/'))
      return apiNotFound(app, request, reply, pathname);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (!isPage || pathname.startsWith('/uploads/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    }
    // The back office's guard, on the server (docs/decisions/122): a visitor without a session the server
    // accepts signs in first and comes back. A signed-in shopper who is not an admin still gets the app, whose
    // guard sends them home saying why.
    if (request.method === 'GET' && isAdminPath(pathname) && !(await hasSession(app, request))) {
      const next = encodeURIComponent(url);
      return reply.header('cache-control', 'no-cache').redirect(`/login?next=${next}`, 302);
    }
    const generation = ready.generation();
    const html = await loadTemplate();
    let rendered: RenderResult | null = null;
    if (request.method === 'GET') {
      try {
        const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
        rendered = (await (await renderer())?.render(pathname, search, request.headers.cookie)) ?? null;
      } catch (err) {
        request.log.warn({ err }, 'server rendering failed; serving the plain app');
      }
    }
    // A loader's redirect(): a real HTTP redirect, not a page that moves once its JavaScript runs.
    if (rendered && 'redirect' in rendered) {
      return reply
        .header('cache-control', 'no-cache')
        .redirect(rendered.redirect.location, rendered.redirect.status);
    }
    let head: PageHead | null = null;
    try {
      head = await pageHeads.resolve(pathname, request);
    } catch (err) {
      request.log.warn({ err }, 'page head provider failed; serving the plain app');
    }
    const headTags =
      renderHeadTags(head ?? defaultHead(pathname), app.config.appUrl) +
      shopTimeZoneTag(app.config.shopTimeZone) +
      imageBaseTag(app.images.publicBase) +
      (rendered ? rendered.head : '');
    reply
      .status(head?.status ?? (isPagePath(pathname) ? 200 : 404))
      // A bag rendered from the shopper's cookie is theirs alone (docs/decisions/112 "The guest bag's cookie
      // copy").
      .header('cache-control', rendered?.personal ? 'private, no-cache' : 'no-cache')
      .type('text/html; charset=utf-8')
      .header('vary', 'accept-encoding');

    // A rendering shared by everyone is the same object until the catalogue changes: its finished page and ETag
    // are kept with it (and go with it), so a page asked for again costs no more work. The 200 page of a
    // shopper's GET is also kept by its exact URL, as sent (compressed), as a ready reply (the hooks above).
    if (rendered && !rendered.personal) {
      let done = finishedPages.get(rendered);
      if (!done || done.template !== html || done.headTags !== headTags) {
        const page = fillTemplate(html, headTags, rendered);
        const etag = `W/"${createHash('sha1').update(page).digest('base64url').slice(0, 22)}"`;
        done = { template: html, headTags, page, etag };
        finishedPages.set(rendered, done);
      }
      const ok = reply.statusCode === 200;
      if (ok) reply.header('etag', done.etag);
      if (ok && request.method === 'GET' && matchesEtag(request.headers['if-none-match'], done.etag)) {
        return reply.status(304).send();
      }
      if (ok && sharable(request) && generation === ready.generation())
        (request as WithReadySource)[READY_SOURCE] = { source: done, generation };
      return reply.send(done.page);
    }
    return reply.send(fillTemplate(html, headTags, rendered));
  };
  return servePage;
}

export default fp(
  async function web(app: FastifyInstance, options: WebOptions) {
    const root = options.root ?? webRoot();
    const pageHeads = createPageHeads();
    app.decorate('pageHeads', pageHeads);
    const ready = installReadyPages(app);
    const hasBuild = await registerFiles(app, root);

    // Imported once the app is ready: the bundle renders through app.inject, which needs every route in place.
    let pageRender: Promise<PageRender | null> | undefined;
    const ssrDir = options.ssrRoot ?? (options.root ? undefined : ssrRoot());
    const renderer = () => {
      if (!ssrDir || !hasBuild) return Promise.resolve(null);
      pageRender ??= createPageRender(app, ssrDir, root).catch((err) => {
        app.log.error({ err }, 'server rendering unavailable; pages render in the browser');
        return null;
      });
      return pageRender;
    };

    const servePage = createServePage(app, { root, hasBuild, renderer, pageHeads, ready });
    app.decorate('servePage', servePage);

    // The pages route: GET (and HEAD) of any path no other route has. The built files are routes of their own
    // (registered above, one per file), as are the API's and the uploads'. Compressed by @fastify/compress from
    // the first byte: a server-rendered page is ~150 KB of markup and data, ~25 KB compressed.
    app.get('/*', { compress: { threshold: 0 } }, servePage);

    // Other methods, and anything a route hands on with callNotFound.
    app.setNotFoundHandler(async (request, reply) => {
      const url = request.raw.url ?? '/';
      const pathname = url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/'))
        return apiNotFound(app, request, reply, pathname);
      // A form posted to a page: a browser without JavaScript (the forms say method="post" so nothing typed goes
      // into a URL, decision 112 "Input before the app is live"). Back to the page, which says the shop needs
      // JavaScript; what was sent is dropped.
      if (request.method === 'POST' && !pathname.startsWith('//') && isPagePath(pathname)) {
        return reply.redirect(pathname, 303);
      }
      return servePage(request, reply);
    });
  },
  { name: 'web', dependencies: ['services'] },
);
