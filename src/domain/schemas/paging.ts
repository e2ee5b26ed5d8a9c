/** Query and reply parts every paged list shares (src/domain/paging.ts, docs/decisions/084). */
import { z } from 'zod';
import { PAGING_MESSAGES, type PageSize } from '../paging';
import { blankToUndefined, okReply } from './common';

/** A whole number from 1 to `max` in a query string, `fallback` when absent or blank; `message` for the rest. */
export const wholeNumberParam = (message: string, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(max, { error: message })
      .default(fallback),
  );

const PageNumber = wholeNumberParam(PAGING_MESSAGES.page, 1_000_000, 1);

/** 1…size.max, default size.default; above the maximum is refused (400), not clamped. */
const pageLimit = (size: PageSize) =>
  wholeNumberParam(PAGING_MESSAGES.limit(size.max), size.max, size.default);

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

/** A paged list's reply: `success: true`, the page's items (and any counts of the whole list), then PageReply. */
export function pagedReply<const S extends z.ZodRawShape>(shape: S) {
  return okReply(shape).extend(PageReply);
}
