/**
 * Serves the built web app (dist/web) and uploaded images (DATA_DIR/uploads). Any other GET that is not under
 * /api answers the app's index.html (the client router takes over); an unknown /api path answers 404 JSON.
 *
 * Pages can put real <head> tags into that HTML for search engines and link previews: a module registers a
 * provider with `app.pageHeads.register(pattern, render)` (see modules/catalog/seo for products and listings).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { projectRoot } from '../lib/project-root';
import { isPagePath } from '../../domain/page-routes';
import { uploadsDir } from './services';
import { defaultHead, renderHeadTags, shopTimeZoneTag, type PageHead } from '../lib/html-head';
import { createPageRender, type PageRender, type RenderedMarkup } from './page-render';
import { refuseMethod } from './method-not-allowed';
import { imageBaseTag, serveImagesFromStore } from '../lib/images/serve';

export type PageHeadRenderer = (match: RegExpExecArray, request: FastifyRequest) => Promise<PageHead | null>;

export interface PageHeads {
  register(pattern: RegExp, render: PageHeadRenderer): void;
  /** The head for a path, or null when no provider knows it. */
  resolve(pathname: string, request: FastifyRequest): Promise<PageHead | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageHeads: PageHeads;
  }
}

export function webRoot(): string {
  return path.join(projectRoot(), 'dist', 'web');
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const ENCODERS = {
  // Quality 4: most of the size win for a fraction of the CPU of the default 11 (as @fastify/compress does).
  br: (body: string) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body: string) => gzip(body, { level: 6 }),
};

/** br, else gzip, when the client accepts it (an explicit q=0 refuses). */
function pickEncoding(header: string | undefined): keyof typeof ENCODERS | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const HEAD_MARKER = '<!--app-head-->';
const ROOT_MARKER = '<div id="root"></div>';
const BODY_END = '</body>';

/**
 * index.html with the page's <head> tags and, for a server-rendered page, its markup and handed-over data.
 * Replacer functions: a page's text may hold `$&` or `$'`, which a replacement string would expand.
 */
function fillTemplate(template: string, headTags: string, rendered: RenderedMarkup | null): string {
  const page = template.replace(HEAD_MARKER, () => headTags);
  if (!rendered) return page;
  return page
    .replace(ROOT_MARKER, () => `<div id="root">${rendered.body}</div>`)
    .replace(
      BODY_END,
      () => `<script id="aurelia-state" type="application/json">${rendered.state}</script>\n  ${BODY_END}`,
    );
}

/** Finished pages kept with the shared rendering they were made from (see the not-found handler). */
interface FinishedPage {
  template: string;
  headTags: string;
  page: string;
  /** A weak validator of the page (weak: the same page goes out in three encodings, with Vary). */
  etag: string;
  encoded: Partial<Record<keyof typeof ENCODERS, Buffer>>;
}

type Encoding = keyof typeof ENCODERS | '';

/**
 * A shared page's whole reply, per encoding, ready to write: answered for its exact URL by an onRequest hook,
 * before routing and every later hook (docs/decisions/104, "Ready pages").
 */
interface ReadyPage {
  source: FinishedPage;
  expires: number;
  bytes: number;
  variants: Partial<Record<Encoding, { headers: Record<string, string>; body: Buffer }>>;
}

/** Bounds of the ready pages: URLs remembered, their length, and the bytes their bodies hold. */
const READY_PAGES_MAX = 5_000;
const READY_URL_MAX_LENGTH = 512;
const READY_PAGES_MAX_BYTES = 48 * 1024 * 1024;
/** The safety net for a missed change notification, as the read cache's lifetime (catalog/read-cache.ts). */
const READY_PAGE_TTL_MS = 60_000;

/**
 * Whether a page may be answered from, or kept as, a shared ready page: a GET with neither an Authorization
 * header nor any cookie (the guest bag's cookie makes /cart and /checkout personal, decision 066; the shop has no
 * session cookie, but any cookie keeps a request off the shared path).
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

let replyHeadersKey: symbol | null | undefined;
/** Headers other hooks put on the reply object so far (e.g. X-Served-By), as catalog/http.ts reads them. */
function replyOwnHeaders(reply: FastifyReply): Record<string, unknown> {
  replyHeadersKey ??=
    Object.getOwnPropertySymbols(reply).find((s) => s.description === 'fastify.reply.headers') ?? null;
  const own = replyHeadersKey && (reply as unknown as Record<symbol, unknown>)[replyHeadersKey];
  return own && typeof own === 'object' ? (own as Record<string, unknown>) : reply.getHeaders();
}
const finishedPages = new WeakMap<RenderedMarkup, FinishedPage>();

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

export default fp(
  async function web(app: FastifyInstance, options: WebOptions) {
    const root = options.root ?? webRoot();
    const providers: Array<{ pattern: RegExp; render: PageHeadRenderer }> = [];
    const pageHeads: PageHeads = {
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
    app.decorate('pageHeads', pageHeads);

    // Ready pages (docs/decisions/104): a shared page's finished reply per encoding, by exact URL, cleared on every
    // catalogue change in every process (the renderings and heads it was made from are cleared then too).
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
      encoding: Encoding,
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
        ready = { source, expires: Date.now() + READY_PAGE_TTL_MS, bytes: 0, variants: {} };
        readyPages.set(url, ready);
      }
      if (ready.variants[encoding]) return;
      ready.variants[encoding] = { headers, body };
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
      const variant = notModified
        ? undefined
        : ready.variants[pickEncoding(request.headers['accept-encoding']) ?? ''];
      // An encoding not asked for yet: the not-found handler makes it (and keeps it).
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

    let template: string | undefined;
    const loadTemplate = async () => {
      if (template && app.config.env === 'production') return template;
      template = await readFile(path.join(root, 'index.html'), 'utf8');
      return template;
    };

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.raw.url ?? '/';
      const pathname = url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        // A path that exists under another method is a 405, not a 404.
        if (refuseMethod(app, request, reply, pathname)) return reply;
        return reply
          .status(404)
          .send({ success: false, message: `No API route ${request.method} ${pathname}.` });
      }
      // A form posted to a page: a browser without JavaScript (the forms say method="post" so nothing typed goes
      // into a URL, decision 067). Back to the page, which says the shop needs JavaScript; what was sent is dropped.
      if (request.method === 'POST' && !pathname.startsWith('//') && isPagePath(pathname)) {
        return reply.redirect(pathname, 303);
      }
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
      const generation = readyGeneration;
      const html = await loadTemplate();
      let head: PageHead | null = null;
      try {
        head = await pageHeads.resolve(pathname, request);
      } catch (err) {
        request.log.warn({ err }, 'page head provider failed; serving the plain app');
      }
      let rendered: Awaited<ReturnType<PageRender['render']>> = null;
      if (request.method === 'GET') {
        try {
          const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
          rendered = (await (await renderer())?.render(pathname, search, request.headers.cookie)) ?? null;
        } catch (err) {
          request.log.warn({ err }, 'server rendering failed; serving the plain app');
        }
      }
      const headTags =
        renderHeadTags(head ?? defaultHead(pathname), app.config.appUrl) +
        shopTimeZoneTag(app.config.shopTimeZone) +
        imageBaseTag(app.images.publicBase) +
        (rendered ? rendered.head : '');
      reply
        .status(head?.status ?? (isPagePath(pathname) ? 200 : 404))
        // A bag rendered from the shopper's cookie is theirs alone (docs/decisions/066).
        .header('cache-control', rendered?.personal ? 'private, no-cache' : 'no-cache')
        .type('text/html; charset=utf-8')
        .header('vary', 'accept-encoding');
      // The not-found handler is not a route, so @fastify/compress never sees it: compress here (a
      // server-rendered page is ~150 KB of markup and data, ~25 KB compressed).
      const encoding = request.method === 'GET' ? pickEncoding(request.headers['accept-encoding']) : null;
      if (encoding) reply.header('content-encoding', encoding);

      // A rendering shared by everyone is the same object until the catalogue changes: its finished page, plain
      // and compressed, is kept with it (and goes with it), so a page asked for again costs no more work. The
      // 200 page of a shopper's GET is also kept by its exact URL as a ready reply (the hook above).
      if (rendered && !rendered.personal) {
        let done = finishedPages.get(rendered);
        if (!done || done.template !== html || done.headTags !== headTags) {
          const page = fillTemplate(html, headTags, rendered);
          const etag = `W/"${createHash('sha1').update(page).digest('base64url').slice(0, 22)}"`;
          done = { template: html, headTags, page, etag, encoded: {} };
          finishedPages.set(rendered, done);
        }
        const ok = reply.statusCode === 200;
        if (ok) reply.header('etag', done.etag);
        if (ok && request.method === 'GET' && matchesEtag(request.headers['if-none-match'], done.etag)) {
          reply.removeHeader('content-encoding');
          return reply.status(304).send();
        }
        let body: string | Buffer = done.page;
        if (encoding) body = done.encoded[encoding] ??= await ENCODERS[encoding](done.page);
        if (ok && sharable(request) && generation === readyGeneration) {
          const bytes = typeof body === 'string' ? Buffer.from(body) : body;
          const headers: Record<string, string> = {
            'cache-control': 'no-cache',
            'content-type': 'text/html; charset=utf-8',
            vary: 'accept-encoding',
            etag: done.etag,
          };
          if (encoding) headers['content-encoding'] = encoding;
          headers['content-length'] = String(bytes.length);
          keepReady(request.url, done, encoding ?? '', headers, bytes);
          return reply.send(bytes);
        }
        return reply.send(body);
      }
      const page = fillTemplate(html, headTags, rendered);
      return reply.send(encoding ? await ENCODERS[encoding](page) : page);
    });
  },
  { name: 'web', dependencies: ['services'] },
);
