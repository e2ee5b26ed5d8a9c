/**
 * The cross-cutting services every module uses, decorated onto the app once: configuration, the database,
 * tokens, mail, image storage and catalogue change events. Modules reach them as `app.db`, `app.mailer`, …
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db, DbHandle } from '../db/client';
import type { TokenService } from '../lib/tokens';
import type { Mailer } from '../lib/mail/mailer';
import type { ImageStore } from '../lib/images/storage';
import type { CatalogEvents } from '../lib/catalog-events';

export interface Services {
  config: AppConfig;
  dbHandle: DbHandle;
  tokens: TokenService;
  mailer: Mailer;
  images: ImageStore;
  catalogEvents: CatalogEvents;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbHandle: DbHandle;
    tokens: TokenService;
    mailer: Mailer;
    images: ImageStore;
    catalogEvents: CatalogEvents;
  }
}

export function uploadsDir(config: AppConfig): string {
  return path.join(config.dataDir, 'uploads');
}

export function outboxDir(config: AppConfig): string {
  return path.join(config.dataDir, 'outbox');
}

export default fp(
  async function services(app: FastifyInstance, services: Services) {
    app.decorate('config', services.config);
    app.decorate('dbHandle', services.dbHandle);
    app.decorate('db', services.dbHandle.db);
    app.decorate('tokens', services.tokens);
    app.decorate('mailer', services.mailer);
    app.decorate('images', services.images);
    app.decorate('catalogEvents', services.catalogEvents);
  },
  { name: 'services' },
);
