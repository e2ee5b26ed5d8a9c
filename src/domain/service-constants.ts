/**
 * The customer-service forms' client fallbacks (docs/shop/storefront.md §8 "Other"), without zod: the contact page
 * and the viewing dialog read them on their first load (docs/decisions/112 "zod off the first load").
 */
export const SERVICE_FALLBACKS = {
  viewing: 'An error occurred. Please try again.',
  contact: 'An error occurred.',
} as const;
