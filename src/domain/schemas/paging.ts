/** Query and reply parts every paged list shares (src/domain/paging.ts, docs/decisions/084). */
import { z } from 'zod';
import { PAGING_MESSAGES, type PageSize } from '../paging';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const PageNumber = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: PAGING_MESSAGES.page })
    .int({ error: PAGING_MESSAGES.page })
    .min(1, { error: PAGING_MESSAGES.page })
    .max(1_000_000, { error: PAGING_MESSAGES.page })
    .default(1),
);

/** 1…size.max, default size.default; above the maximum is refused (400), not clamped. */
export function pageLimit(size: PageSize) {
  const message = PAGING_MESSAGES.limit(size.max);
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(size.max, { error: message })
      .default(size.default),
  );
}

/** `page` and `limit` of a list's query string. */
export function pageQuery(size: PageSize) {
  return { page: PageNumber, limit: pageLimit(size) };
}

/** `total`, `page`, `limit`, `pages` of a paged reply. */
export const PageReply = {
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
};
