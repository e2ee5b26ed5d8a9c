/**
 * GET /api/auth/getcounts — the spec's five counts (`data`).
 * GET /api/admin/dashboard — beyond the spec: the counts, revenue and orders per day over the last 30 days
 * (days of the shop's time zone, SHOP_TIME_ZONE; empty days 0), orders waiting to ship (Placed/Processing) and
 * low-stock variants (stock ≤ `lowStock`, default 3).
 * GET /api/admin/dashboard/sales?days=7|30|90 — sales, orders, average order value, refunds and top products of
 * the period and the one before it (sales-queries.ts, docs/decisions/101-dashboard-and-exports.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CountsReply,
  DashboardSalesQuery,
  DashboardSalesReply,
  DashboardStatsQuery,
  DashboardStatsReply,
} from '#domain/schemas/admin-dashboard';
import { awaitingShipment, dashboardCounts, lowStock, salesByDay } from './dashboard-queries';
import { dashboardSales } from './sales-queries';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/getcounts', { schema: { response: { 200: CountsReply } } }, async () => ({
    success: true as const,
    data: await dashboardCounts(app.db),
  }));

  app.get(
    '/admin/dashboard',
    { schema: { querystring: DashboardStatsQuery, response: { 200: DashboardStatsReply } } },
    async (request) => {
      const [counts, sales, awaiting, low] = await Promise.all([
        dashboardCounts(app.db),
        salesByDay(app.db, app.config.shopTimeZone),
        awaitingShipment(app.db),
        lowStock(app.db, request.query.lowStock),
      ]);
      return {
        success: true as const,
        data: {
          counts,
          timeZone: app.config.shopTimeZone,
          sales,
          salesTotals: {
            orders: sales.reduce((n, d) => n + d.orders, 0),
            revenue: Math.round(sales.reduce((n, d) => n + d.revenue * 100, 0)) / 100,
          },
          awaitingShipment: awaiting,
          lowStock: low,
        },
      };
    },
  );

  app.get(
    '/admin/dashboard/sales',
    { schema: { querystring: DashboardSalesQuery, response: { 200: DashboardSalesReply } } },
    async (request) => ({
      success: true as const,
      data: await dashboardSales(app.db, app.config.shopTimeZone, request.query.days),
    }),
  );
};

export default dashboardRoutes;
