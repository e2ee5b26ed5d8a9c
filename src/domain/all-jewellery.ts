import { BRAND } from './brand';

/**
 * The whole shop's listing (/shop): its heading and description, as the API's listing reply names it and as the
 * page's skeleton shows it before that reply is in (docs/decisions/117). A module of its own, so it travels with
 * the listing page only, not in every page's shared code.
 */
export const ALL_JEWELLERY = {
  name: 'All Jewellery',
  description: `Every piece in the ${BRAND.name} atelier: rings, earrings, necklaces and bracelets, made to order.`,
} as const;
