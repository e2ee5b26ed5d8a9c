/** GET /api/admin/dashboard — the five counts, 30 days of sales, orders to ship and low stock in one call. */
import { useQuery } from '@tanstack/react-query';
import { DashboardStatsQuery, DashboardStatsReply } from '#domain/schemas/admin-dashboard';
import { adminKeys, queryString } from './keys';
import { getOne } from './calls';

export const DASHBOARD_LOAD_FAILED = 'Failed to load the dashboard.';

export function getDashboard(lowStock?: number) {
  const query = DashboardStatsQuery.parse({ lowStock });
  return getOne(`/api/admin/dashboard${queryString(query)}`, DashboardStatsReply, DASHBOARD_LOAD_FAILED);
}

export function useDashboard() {
  return useQuery({ queryKey: adminKeys.dashboard(), queryFn: () => getDashboard(), staleTime: 15_000 });
}
