/** Optional search and paging of the admin lists: without `limit` a list is returned whole (the old client). */
import { z } from 'zod';

export const ADMIN_PAGE_MAX = 200;

const PageNumber = z.coerce
  .number({ error: 'page must be a whole number from 1.' })
  .int({ error: 'page must be a whole number from 1.' })
  .min(1, { error: 'page must be a whole number from 1.' })
  .max(1_000_000, { error: 'page is too large.' });
const Limit = z.coerce
  .number({ error: `limit must be a whole number from 1 to ${ADMIN_PAGE_MAX}.` })
  .int({ error: `limit must be a whole number from 1 to ${ADMIN_PAGE_MAX}.` })
  .min(1, { error: `limit must be a whole number from 1 to ${ADMIN_PAGE_MAX}.` })
  .max(ADMIN_PAGE_MAX, { error: `limit must be a whole number from 1 to ${ADMIN_PAGE_MAX}.` });

export const AdminListQuery = z.object({
  q: z.string().trim().max(200, { error: 'The search can be at most 200 characters.' }).optional(),
  page: PageNumber.default(1),
  limit: Limit.optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuery>;

/** Fields every paged reply carries: `limit` is null when the whole list was returned. */
export const PageInfo = {
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int().nullable(),
};
