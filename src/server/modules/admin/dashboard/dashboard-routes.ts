/**
 * GET /api/auth/getcounts — the spec's five counts (`data`).
 * GET /api/admin/dashboard — beyond the spec: the counts, revenue and orders per day over the last 30 days
 * (Asia/Kolkata days, empty days 0), orders waiting to ship (Placed/Processing) and low-stock variants
 * (stock ≤ `lowStock`, default 3).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardStatsQuery, SHOP_TIME_ZONE } from '../../../../domain/schemas/admin-dashboard';
import { awaitingShipment, dashboardCounts, lowStock, salesByDay } from './dashboard-queries';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/getcounts', async () => ({ success: true as const, data: await dashboardCounts(app.db) }));

  app.get('/admin/dashboard', { schema: { querystring: DashboardStatsQuery } }, async (request) => {
    const [counts, sales, awaiting, low] = await Promise.all([
      dashboardCounts(app.db),
      salesByDay(app.db),
      awaitingShipment(app.db),
      lowStock(app.db, request.query.lowStock),
    ]);
    return {
      success: true as const,
      data: {
        counts,
        timeZone: SHOP_TIME_ZONE,
        sales,
        salesTotals: {
          orders: sales.reduce((n, d) => n + d.orders, 0),
          revenue: Math.round(sales.reduce((n, d) => n + d.revenue * 100, 0)) / 100,
        },
        awaitingShipment: awaiting,
        lowStock: low,
      },
    };
  });
};

export default dashboardRoutes;
