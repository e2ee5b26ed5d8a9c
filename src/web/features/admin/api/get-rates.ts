/**
 * GET /api/rates — today's rate per gram of each metal and purity the shop has set (docs/api/admin.md "Metal
 * rates"). The same public call the storefront's footer makes; the back office checks the reply with the schema.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { RatesReply } from '#domain/schemas/rates';

export const RATES_LOAD_FAILED = 'Failed to load the metal rates.';

/** Under ['admin', …], so every admin write refreshes it with the rest of the back office. */
export const ratesKey = () => ['admin', 'rates'] as const;

export function getRates() {
  return api('/api/rates', { schema: RatesReply, fallbackMessage: RATES_LOAD_FAILED, auth: false });
}

export function useRates() {
  return useQuery({ queryKey: ratesKey(), queryFn: getRates, staleTime: 15_000 });
}
