/**
 * GET /api/admin/dashboard/sales?days=7|30|90 — sales, orders, average order value, refunds and top products of
 * the period and of the one before it (docs/api/admin.md "Dashboard", docs/decisions/101).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DashboardSalesQuery, DashboardSalesReply, type SalesPeriod } from '#domain/schemas/admin-dashboard';
import { adminKeys, queryString } from './keys';
import { getOne } from './calls';

export const SALES_LOAD_FAILED = 'Failed to load the sales figures.';

export function getDashboardSales(days: SalesPeriod) {
  const query = DashboardSalesQuery.parse({ days });
  return getOne(`/api/admin/dashboard/sales${queryString(query)}`, DashboardSalesReply, SALES_LOAD_FAILED);
}

export function useDashboardSales(days: SalesPeriod) {
  return useQuery({
    // Under the dashboard's key, so whatever refreshes the dashboard refreshes these too.
    queryKey: [...adminKeys.dashboard(), 'sales', days] as const,
    queryFn: () => getDashboardSales(days),
    staleTime: 15_000,
    // The figures of the period switched from stay on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
