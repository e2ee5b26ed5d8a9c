/**
 * GET /api/rates for the storefront: today's rate per gram of each metal and purity (docs/api/admin.md "Metal
 * rates"). The footer asks for it on every page, so it is fetched with the page's other queries and, on pages the
 * server renders, arrives in their first HTML (docs/decisions/112). The reply schema is lazy: checked in
 * development only (docs/decisions/112 "zod off the first load").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';

const schemas = () => import('#domain/schemas/rates');

export const fetchRates = (signal?: AbortSignal) =>
  api('/api/rates', {
    schema: () => schemas().then((m) => m.RatesReply),
    signal,
    auth: false,
    fallbackMessage: 'Failed to fetch metal rates.',
  }).then((r) => r.rates);

/** Under ['catalog', …]: an admin's catalogue or rate change refreshes it with the rest of the catalogue. */
export const metalRatesQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'rates'],
    queryFn: ({ signal }) => fetchRates(signal),
    staleTime: 5 * 60_000,
  });

export function useMetalRates() {
  return useQuery(metalRatesQuery());
}
