/**
 * Reviews on the wire (docs/shop/beyond.md §5 "Checkout and after-sale", docs/api/catalogue.md "Reviews",
 * docs/api/admin.md "Reviews"): the shopper's payload, the public and admin replies, moderation. Limits and
 * messages come from review-constants.ts (zod-free, for the product page's first load).
 */
import { z } from 'zod';
import {
  REVIEW_LIMITS as L,
  REVIEW_MESSAGES as M,
  REVIEW_MODERATIONS,
  REVIEW_PAGE_SIZE,
  REVIEW_STATUSES,
} from '../review-constants';
import { AdminListQuery } from './admin-paging';
import { MessageReply, Timestamp, okReply, trimmedText, wholeNumberIn } from './common';
import { pageQuery, pagedReply } from './paging';

export { REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_STATUSES } from '../review-constants';

/** POST /api/product/{id}/reviews. */
export const ReviewInput = z.object({
  // A form may send the chosen star as text ('4'); nothing else becomes a number (true is not 1 star).
  rating: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d\s*$/.test(v) ? Number(v) : v),
    wholeNumberIn(1, 5, M.ratingRequired),
  ),
  title: trimmedText(M.titleRequired, L.titleMax, M.titleTooLong),
  text: trimmedText(M.textRequired)
    .min(L.textMin, { error: M.textTooShort })
    .max(L.textMax, { error: M.textTooLong }),
});
export type ReviewInput = z.infer<typeof ReviewInput>;

/** A review as anyone may read it: the reviewer is named by first name and initial. */
export const ReviewDto = z.object({
  _id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  author: z.string(),
  /** Always true today: only verified buyers can review. */
  verifiedBuyer: z.boolean(),
  createdAt: Timestamp,
});
export type ReviewDto = z.infer<typeof ReviewDto>;

/** GET /api/product/{id}/reviews?page=&limit= — approved reviews, newest first. */
export const ProductReviewsQuery = z.object(pageQuery(REVIEW_PAGE_SIZE));
export type ProductReviewsQuery = z.infer<typeof ProductReviewsQuery>;

export const ProductReviewsReply = pagedReply({
  reviews: z.array(ReviewDto),
  /** Of every approved review, not just this page: 0 when there is none. */
  average: z.number(),
  count: z.number().int(),
});
export type ProductReviewsReply = z.infer<typeof ProductReviewsReply>;

/** The shopper's own review, whatever its status (GET /api/product/{id}/my-review and the POST's reply). */
export const OwnReviewDto = ReviewDto.extend({ status: z.enum(REVIEW_STATUSES) });
export type OwnReviewDto = z.infer<typeof OwnReviewDto>;

export const ReviewCreatedReply = MessageReply.extend({ review: OwnReviewDto });

/**
 * GET /api/product/{id}/my-review (signed in): may this shopper review the piece (a delivered order of it and no
 * review yet), and their review when they wrote one.
 */
export const MyReviewReply = okReply({
  canReview: z.boolean(),
  verifiedBuyer: z.boolean(),
  review: OwnReviewDto.nullable(),
});
export type MyReviewReply = z.infer<typeof MyReviewReply>;

/* ---------------------------------------------- the back office ---------------------------------------------- */

export const AdminReviewsQuery = AdminListQuery.extend({
  status: z.enum(REVIEW_STATUSES, { error: M.statusFilterInvalid }).optional(),
});
export type AdminReviewsQuery = z.infer<typeof AdminReviewsQuery>;

export const AdminReviewDto = ReviewDto.extend({
  status: z.enum(REVIEW_STATUSES),
  /** The reviewer's full name (the public sees `author`) and e-mail, when the account still exists. */
  authorName: z.string(),
  email: z.string().nullable(),
  product: z.object({ _id: z.string(), title: z.string(), slug: z.string() }),
  /** The delivered order that made them a verified buyer. */
  orderNumber: z.number().int().nullable(),
  moderatedAt: Timestamp.nullable(),
  moderatedBy: z.string().nullable(),
});
export type AdminReviewDto = z.infer<typeof AdminReviewDto>;

export const AdminReviewsReply = pagedReply({
  reviews: z.array(AdminReviewDto),
  /** Reviews waiting for a decision, whatever the filter (the menu's badge). */
  pending: z.number().int(),
});
export type AdminReviewsReply = z.infer<typeof AdminReviewsReply>;

/** PUT /api/admin/reviews/{id}. */
export const ReviewModerationInput = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(REVIEW_MODERATIONS, { error: M.statusInvalid }),
  ),
});
export type ReviewModerationInput = z.infer<typeof ReviewModerationInput>;

export const ReviewModerationReply = MessageReply.extend({ review: AdminReviewDto });
export type ReviewModerationReply = z.infer<typeof ReviewModerationReply>;
