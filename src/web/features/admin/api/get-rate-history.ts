/** GET /api/admin/rates/history?page=&limit= — every change of a rate, newest first (who, when, old → new). */
import { RateHistoryQuery, RateHistoryReply } from '#domain/schemas/rates';
import { pagedList } from './calls';

export const RATE_HISTORY_LOAD_FAILED = 'Failed to load the history of rates.';

export const rateHistoryKey = (params?: object) =>
  params ? (['admin', 'rate-history', params] as const) : (['admin', 'rate-history'] as const);

export const useRateHistory = pagedList(
  '/api/admin/rates/history',
  RateHistoryQuery,
  RateHistoryReply,
  RATE_HISTORY_LOAD_FAILED,
  rateHistoryKey,
  (reply) => reply.changes,
);
