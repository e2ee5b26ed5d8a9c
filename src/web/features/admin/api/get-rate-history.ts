/** GET /api/admin/rates/history?page=&limit= — every change of a rate, newest first (who, when, old → new). */
import { RateHistoryQuery, RateHistoryReply } from '#domain/schemas/rates';
import { adminKeys } from './keys';
import { pagedList } from './calls';

export const RATE_HISTORY_LOAD_FAILED = 'Failed to load the history of rates.';

export const useRateHistory = pagedList(
  '/api/admin/rates/history',
  RateHistoryQuery,
  RateHistoryReply,
  RATE_HISTORY_LOAD_FAILED,
  adminKeys.rateHistory.page,
  (reply) => reply.changes,
);
