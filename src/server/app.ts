/**
 * The app factory. Tests and the entry point both call `buildApp(config)`; tests may hand in their own database
 * and services. Plugins are registered in dependency order: errors, security, services, auth, the API modules,
 * then the web app with its SPA fallback.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import securityHeaders from './plugins/security-headers';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type DbHandle } from './db/client';
import { prepareDatabase } from './db/prepare';
import errorHandler from './plugins/error-handler';
import services, { outboxDir, uploadsDir } from './plugins/services';
import auth from './plugins/auth';
import { rateLimitPlugin } from './lib/rate-limit';
import web from './plugins/web';
import apiModules from './modules';
import productFormRoutes from './modules/cart/product-form';
import catalogSeo from './modules/catalog/seo/plugin';
import { resolveJwtSecret } from './lib/secret';
import { ensureWritableDataDir } from './lib/data-dir-check';
import { lockDataDir } from './lib/data-dir-lock';
import { createTokenService } from './lib/tokens';
import { createMailer, type Mailer } from './lib/mail/mailer';
import type { ImageStore } from './lib/images/storage';
import { imageStoreFor, verifyImageStore } from './lib/images/select';
import { createCatalogEvents } from './lib/catalog-events';
import { createPaymentProvider, type PaymentOptions } from './lib/payments';
import { BUSINESS } from '#domain/business-constants';

export interface BuildOptions {
  /** An open database; when given, the caller owns it and closes it. */
  db?: DbHandle;
  mailer?: Mailer;
  images?: ImageStore;
  logger?: FastifyServerOptions['logger'];
  /** Render the demo catalogue's images when seeding (tests skip it for speed). Default true. */
  seedImages?: boolean;
  /** Directory of the built web app (default dist/web). */
  webRoot?: string;
  /** Directory of the server-rendering bundle (default dist/ssr, only with the default web app). */
  ssrRoot?: string;
  /** The payment provider, or where the Stripe SDK connects and its timeout (tests). */
  payments?: PaymentOptions;
  /** Called on the bare instance before any plugin or route, e.g. to add an `onRoute` hook (the fuzz tests). */
  instrument?: (app: FastifyInstance) => void;
  /** Extra routes registered before the app is ready (tests). */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
}

/** A hop count means "trust that many proxies in front of us". */
function trustProxyOption(value: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}

/** Fastify's own options: logging, proxies, limits, and the answer to a URL it cannot decode. */
function serverOptions(config: AppConfig, options: BuildOptions): FastifyServerOptions {
  return {
    logger:
      options.logger ??
      (config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword'],
          }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // While stopping, a request that arrives on an open keep-alive connection is served (with
    // `Connection: close`) rather than answered 503: the shopper's click is not lost (docs/decisions/073).
    return503OnClosing: false,
    // Fastify's two log lines per request cost throughput; one line per response is logged below instead.
    logController: new LogController({ disableRequestLogging: true }),
    forceCloseConnections: 'idle',
    // A URL Fastify cannot decode (malformed percent-encoding) never reaches the error handler: answer it here,
    // in the API's own error shape, instead of Fastify's default (which names its internal error code).
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.statusCode === 414;
      void reply.code(tooLong ? 414 : 400).send({
        success: false,
        message: tooLong
          ? 'The address of this request is too long.'
          : 'The address of this request is not valid.',
      });
    },
  };
}

/** One log line per response (a warning for a 5xx), instead of Fastify's two per request. */
function logResponses(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const level = reply.statusCode >= 500 ? 'warn' : 'debug';
    request.log[level](
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}

/** Security headers, compression and multipart uploads. */
async function registerHttpPlugins(app: FastifyInstance, config: AppConfig): Promise<void> {
  // helmet's headers, worked out once (plugins/security-headers.ts).
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Pictures may come from S3_PUBLIC_URL (a CDN or the bucket: docs/decisions/103).
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          ...(config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : []),
        ],
        'media-src': ["'self'", 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': config.appUrl.startsWith('https://') ? [] : null,
      },
    },
    // Cross-origin isolation would block the payment provider's redirects and image previews.
    crossOriginEmbedderPolicy: false,
    hsts: config.appUrl.startsWith('https://'),
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(multipart, {
    limits: {
      fileSize: BUSINESS.maxUploadImageBytes,
      files: 24,
      fields: 50,
      fieldSize: 512 * 1024,
      parts: 80,
    },
  });
}

/**
 * The caller's database, or one opened here (closed with the app): PostgreSQL at DATABASE_URL, else the embedded
 * one in DATA_DIR, which this process then holds alone.
 */
async function databaseFor(
  app: FastifyInstance,
  config: AppConfig,
  options: BuildOptions,
): Promise<DbHandle> {
  const ownsDb = !options.db;
  await ensureWritableDataDir(config.dataDir);
  // The embedded database admits one process: a second one on this DATA_DIR is refused (docs/decisions/082).
  const dataDirLock =
    ownsDb && !config.databaseUrl
      ? await lockDataDir(config.dataDir, {
          holder: 'the shop',
          advice: 'or give this one its own DATA_DIR (processes share one only with DATABASE_URL)',
          onLost: (message) => app.log.error(message),
        })
      : undefined;
  const dbHandle =
    options.db ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
      poolSize: config.databasePoolSize,
      onPoolError: (err) =>
        app.log.warn(
          { code: (err as { code?: string }).code, reason: err.message },
          'database connection lost; the pool will reconnect',
        ),
    }).catch(async (err: unknown) => {
      await dataDirLock?.release();
      throw err;
    }));
  if (ownsDb)
    app.addHook('onClose', async () => {
      await dbHandle.close();
      await dataDirLock?.release();
    });
  return dbHandle;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, options));
  // Several processes on one port (npm run start:cluster): tests and operators can see which one answered.
  if (config.servedByHeader)
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-served-by', String(process.pid));
    });
  options.instrument?.(app);
  logResponses(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await registerHttpPlugins(app, config);

  const dbHandle = await databaseFor(app, config, options);

  await mkdir(uploadsDir(config), { recursive: true });
  const jwtSecret = await resolveJwtSecret(config.dataDir, config.jwtSecret);
  const catalogEvents = createCatalogEvents(dbHandle, app.log);
  await app.register(services, {
    config,
    dbHandle,
    tokens: createTokenService(jwtSecret),
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, outboxDir: outboxDir(config) }),
    images: options.images ?? imageStoreFor(config),
    catalogEvents,
  });
  // A bucket that cannot be used stops the start with one line naming S3_BUCKET (docs/decisions/103).
  await verifyImageStore(app.images);
  app.addHook('onClose', async () => app.images.close());
  app.decorate('payments', await createPaymentProvider(config, options.payments));
  await app.register(auth);
  await app.register(rateLimitPlugin);

  await prepareDatabase(dbHandle, config, app.log, {
    seedImages: options.seedImages ?? true,
    images: app.images,
  });
  await catalogEvents.start();
  app.addHook('onClose', async () => catalogEvents.stop());

  await app.register(apiModules, { prefix: '/api' });
  // The one page form the server answers itself, at a page path (docs/decisions/115).
  await app.register(productFormRoutes);
  if (options.extraRoutes) await app.register(async (scope) => options.extraRoutes!(scope));
  await app.register(web, { root: options.webRoot, ssrRoot: options.ssrRoot });
  // Page heads, sitemap and robots of the catalogue need the web plugin's app.pageHeads.
  await app.register(catalogSeo);
  return app;
}
