/**
 * PUT /api/admin/rates {rates: [{metal, purity, ratePerGram}]} — the rates that changed; every rate-linked price
 * follows at once (docs/api/admin.md "Metal rates"). Prices change everywhere, so every cached read but the
 * session's is refreshed: the rates, their history, the dashboard and the storefront's pages.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RatesReply, UpdateRatesBody } from '#domain/schemas/rates';
import { send } from './calls';
import { invalidateCatalog } from './keys';
import { ratesKey } from './get-rates';

export const RATES_SAVE_FAILED = 'Could not save the metal rates. Please try again.';

export function updateRates(input: UpdateRatesBody) {
  return send('PUT', '/api/admin/rates', RatesReply, RATES_SAVE_FAILED, UpdateRatesBody.parse(input));
}

export function useUpdateRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRates,
    onSuccess: (reply) => {
      // The reply is the rates as saved: shown at once, before the refetch.
      queryClient.setQueryData(ratesKey(), reply);
      return invalidateCatalog(queryClient);
    },
  });
}
