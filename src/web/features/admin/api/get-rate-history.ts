/** GET /api/admin/rates/history?page=&limit= — every change of a rate, newest first (who, when, old → new). */
import type { z } from 'zod';
import { RateHistoryQuery, RateHistoryReply } from '#domain/schemas/rates';
import { getChecked, usePagedQuery } from './calls';

export type RateHistoryParams = z.input<typeof RateHistoryQuery>;
export const RATE_HISTORY_LOAD_FAILED = 'Failed to load the history of rates.';

export const rateHistoryKey = (params?: RateHistoryParams) =>
  params ? (['admin', 'rate-history', params] as const) : (['admin', 'rate-history'] as const);

export function getRateHistory(params: RateHistoryParams) {
  return getChecked(
    '/api/admin/rates/history',
    RateHistoryQuery,
    params,
    RateHistoryReply,
    RATE_HISTORY_LOAD_FAILED,
  );
}

export function useRateHistory(params: RateHistoryParams) {
  return usePagedQuery(rateHistoryKey(params), () => getRateHistory(params));
}
