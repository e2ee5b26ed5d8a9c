/**
 * When a paid order leaves the workshop. Every piece is made to order, so this is the production time the shop
 * states everywhere (BUSINESS.productionBusinessDays); checkout and the thank-you page say it in these words
 * (issue 17, docs/decisions/108).
 */
import { BUSINESS } from './business-constants';

export const MADE_TO_ORDER_DISPATCH = `Made to order: dispatched within ${BUSINESS.productionBusinessDays} business days.`;

/** After dispatch: insured delivery, metros and elsewhere. */
export const DELIVERY_AFTER_DISPATCH = `Then free insured delivery in ${BUSINESS.deliveryMetroBusinessDays} business days to metros (${BUSINESS.deliveryOtherBusinessDays} elsewhere).`;
