/**
 * Metal rates (docs/shop/beyond.md §2 "Metal-rate pricing", docs/api/admin.md "Metal rates", docs/decisions/092).
 *
 * GET /api/rates (public, cached with the catalogue: every rate change clears it in every process);
 * PUT /api/admin/rates and GET /api/admin/rates/history (admin: checked on `onRequest`, before any body is read,
 * as for every admin route — docs/decisions/043; replies are private, `no-store`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRouteOptions } from '#server/lib/paging';
import { RateHistoryQuery, RateHistoryReply, RatesReply, UpdateRatesBody } from '#domain/schemas/rates';
import { cachedGet } from '#server/lib/catalog/http';
import { unauthorized } from '#server/errors';
import { loadRateHistory } from './rate-history';
import { loadRateRows, toRateDto } from '#server/lib/rates/rate-store';
import { setRates } from './set-rates';

const ratesRoutes: FastifyPluginAsyncZod = async (app) => {
  cachedGet(app, '/rates', 'rates', async () => ({ rates: (await loadRateRows(app.db)).map(toRateDto) }));

  const adminOnly = { onRequest: app.requireAdmin };

  app.put(
    '/admin/rates',
    { ...adminOnly, schema: { body: UpdateRatesBody, response: { 200: RatesReply } } },
    async (request, reply) => {
      if (!request.user) throw unauthorized();
      const result = await setRates(app.db, request.body, request.user);
      await app.catalogEvents.changed('rates');
      request.log.info({ changed: result.changed, repriced: result.repriced }, 'metal rates set');
      reply.header('cache-control', 'no-store');
      return { success: true as const, rates: result.rates.map(toRateDto) };
    },
  );

  app.get(
    '/admin/rates/history',
    { ...adminOnly, ...listRouteOptions(RateHistoryQuery, RateHistoryReply) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await loadRateHistory(app.db, request.query)) };
    },
  );
};

export default ratesRoutes;
