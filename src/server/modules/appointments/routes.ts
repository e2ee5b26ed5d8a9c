/**
 * The appointments module's storefront routes (mounted under /api by modules/index.ts): virtual viewing requests
 * and contact messages. The back office's appointment and message routes live in modules/admin.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMailQueue } from '#server/lib/mail/background';
import viewingRoutes from './request-virtual-view';
import contactRoutes from './send-message';
import { registerContactPageHead } from './page-heads';

const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = createMailQueue(app);
  await app.register(viewingRoutes, { mail });
  await app.register(contactRoutes, { mail });
  registerContactPageHead(app);
};

export default appointmentsRoutes;
