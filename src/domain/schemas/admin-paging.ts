/**
 * Search and paging of the admin lists: every list answers one page — `limit` 1–100, default 20; above 100 is a
 * 400 (docs/decisions/084). There is no "whole list" any more.
 */
import { z } from 'zod';
import { PAGE_SIZES } from '../paging';
import { PageReply, pageQuery } from './paging';

export const ADMIN_PAGE_MAX = PAGE_SIZES.admin.max;

export const AdminListQuery = z.object({
  q: z.string().trim().max(200, { error: 'The search can be at most 200 characters.' }).optional(),
  ...pageQuery(PAGE_SIZES.admin),
});
export type AdminListQuery = z.infer<typeof AdminListQuery>;

/** Fields every paged reply carries. */
export const PageInfo = PageReply;
