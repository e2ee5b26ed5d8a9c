/**
 * The reviews module (issue 18 item 6, docs/decisions/100), mounted under /api by modules/index.ts: the product
 * page's calls, the back office's moderation, and the review request e-mail's scheduler.
 *
 * The admin calls get the admin module's guard (docs/decisions/043): one `onRequest` hook — 401/403 before any
 * body is read — and `Cache-Control: no-store`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import productReviewRoutes from './product-reviews';
import adminReviewRoutes from './admin-reviews';
import { startReviewRequests } from './review-requests';

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(productReviewRoutes);
  await app.register(async (admin) => {
    admin.addHook('onRequest', admin.requireAdmin);
    admin.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });
    await admin.register(adminReviewRoutes);
  });

  startReviewRequests(app);
};

export default reviewRoutes;
