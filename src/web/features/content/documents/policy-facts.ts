/**
 * Facts every policy page repeats, from one place (docs/shop/conventions.md §6: constants live once in the code);
 * the shop's promises (shipping, returns, hours) in the words of domain/shop-promises.ts.
 */
import { BRAND, SHOP_CONTACT } from '#domain/brand';
import { BUSINESS } from '#domain/business-constants';
import { SHOP_PROMISES } from '#domain/shop-promises';

export const POLICIES_UPDATED = '1 November 2026';

export const FACTS = {
  brand: BRAND.name,
  company: SHOP_CONTACT.addressLines[0],
  address: SHOP_CONTACT.addressLines.join(', '),
  email: SHOP_CONTACT.supportEmail,
  phone: SHOP_CONTACT.supportPhone,
  phoneHref: SHOP_CONTACT.supportPhoneHref,
  hours: SHOP_PROMISES.support.hours,
  returnDays: BUSINESS.returnWindowDays,
  refundDays: BUSINESS.refundBusinessDays,
  productionDays: BUSINESS.productionBusinessDays,
  metroDays: BUSINESS.deliveryMetroBusinessDays,
  otherDays: BUSINESS.deliveryOtherBusinessDays,
  certCarats: BUSINESS.certificationThresholdCarats.toFixed(2),
  shipping: SHOP_PROMISES.shipping.sentence,
  returns: SHOP_PROMISES.returns.sentence,
  support: SHOP_PROMISES.support.sentence,
} as const;
