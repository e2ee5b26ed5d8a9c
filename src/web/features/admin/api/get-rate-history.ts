/** GET /api/admin/rates/history?page=&limit= — every change of a rate, newest first (who, when, old → new). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { RateHistoryQuery, RateHistoryReply } from '../../../../domain/schemas/rates';
import { queryString } from './keys';

export type RateHistoryParams = z.input<typeof RateHistoryQuery>;
export const RATE_HISTORY_LOAD_FAILED = 'Failed to load the history of rates.';

export const rateHistoryKey = (params?: RateHistoryParams) =>
  params ? (['admin', 'rate-history', params] as const) : (['admin', 'rate-history'] as const);

export function getRateHistory(params: RateHistoryParams) {
  const query = RateHistoryQuery.parse(params);
  return api(`/api/admin/rates/history${queryString(query)}`, {
    schema: RateHistoryReply,
    fallbackMessage: RATE_HISTORY_LOAD_FAILED,
  });
}

export function useRateHistory(params: RateHistoryParams) {
  return useQuery({
    queryKey: rateHistoryKey(params),
    queryFn: () => getRateHistory(params),
    placeholderData: keepPreviousData,
  });
}
