/**
 * Reviews (issue 18, docs/shop/beyond.md §5 "Checkout and after-sale"; docs/decisions/100): a verified buyer — a
 * shopper with a delivered order of the piece — rates it 1–5 with a title and text; it waits for an admin's
 * approval. Limits, messages and the review request's timing live here, zod-free, so the product page uses them
 * on its first load.
 */

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** What a moderation may set (a review is pending only until an admin first looks at it). */
export const REVIEW_MODERATIONS = ['approved', 'hidden'] as const;

export const REVIEW_LIMITS = {
  titleMax: 100,
  textMin: 10,
  textMax: 2000,
  /** Approved reviews named in a product page's schema.org data (the newest). */
  jsonLdReviews: 5,
} as const;

/** A product's approved reviews on its page, a page at a time ("Show more reviews"; docs/api/lists.md). */
export const REVIEW_PAGE_SIZE = { default: 6, max: 50 } as const;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  titleRequired: 'Please give your review a title.',
  titleTooLong: `The title must be at most ${REVIEW_LIMITS.titleMax} characters.`,
  textRequired: 'Please write your review.',
  textTooShort: `Your review must be at least ${REVIEW_LIMITS.textMin} characters.`,
  textTooLong: `Your review must be at most ${REVIEW_LIMITS.textMax} characters.`,
  notVerified: 'Only shoppers who bought this piece and have received it can review it.',
  alreadyReviewed: 'You have already reviewed this piece.',
  received: 'Thank you! Your review will appear once our team has checked it.',
  notFound: 'Review not found.',
  statusInvalid: 'Status must be approved or hidden.',
  statusFilterInvalid: 'Status must be pending, approved or hidden.',
  approved: 'Review approved: it now shows on the product page.',
  hidden: 'Review hidden from the product page.',
  loadFailed: 'Failed to load reviews.',
  submitFailed: 'Could not send your review. Please try again.',
} as const;

/**
 * The review request e-mail: sent once per delivered order, this many days after delivery, by a check that runs
 * every few minutes in each server process (modules/reviews/review-requests.ts). Orders delivered longer ago than
 * `withinDays` are never asked (a shop that starts using this does not mail its whole history).
 */
export const REVIEW_REQUEST = {
  afterDays: 5,
  withinDays: 60,
  checkEveryMs: 5 * 60_000,
  /** Orders claimed per check: a big backlog drains over a few checks instead of one long burst. */
  batch: 50,
} as const;

/** The page anchor of the reviews section and of its form (the request e-mail links to the form). */
export const REVIEW_ANCHORS = { section: 'reviews', form: 'write-review' } as const;

/**
 * How a reviewer is named in public: first name and the initial of the last ('Asha Menon' → 'Asha M.'), so a
 * review never publishes a shopper's full name.
 */
export function publicReviewerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'A verified buyer';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first!;
}

/** An average of 1–5 ratings to one decimal (4.25 → 4.3); 0 when there are none. */
export function roundAverage(average: number | null | undefined): number {
  if (!average || !Number.isFinite(average)) return 0;
  return Math.round(average * 10) / 10;
}

/** '4.3 out of 5 stars, 12 reviews' — what a screen reader hears for a rating. */
export function ratingLabel(average: number, count: number): string {
  return `${average.toFixed(1)} out of 5 stars, ${count} ${count === 1 ? 'review' : 'reviews'}`;
}
