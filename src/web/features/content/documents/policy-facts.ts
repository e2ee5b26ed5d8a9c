/** Facts every policy page repeats, from one place (conventions.md: constants live once in the code). */
import { BRAND, SHOP_CONTACT } from '../../../../domain/brand';
import { BUSINESS } from '../../../../domain/business-constants';
import { formatINRWhole } from '../../../../domain/money';

export const POLICIES_UPDATED = '1 November 2026';

export const FACTS = {
  brand: BRAND.name,
  company: SHOP_CONTACT.addressLines[0],
  address: SHOP_CONTACT.addressLines.join(', '),
  email: SHOP_CONTACT.supportEmail,
  phone: SHOP_CONTACT.supportPhone,
  phoneHref: SHOP_CONTACT.supportPhoneHref,
  hours: SHOP_CONTACT.hours.map((h) => `${h.days}, ${h.time}`).join('; '),
  returnDays: BUSINESS.returnWindowDays,
  refundDays: BUSINESS.refundBusinessDays,
  productionDays: BUSINESS.productionBusinessDays,
  metroDays: BUSINESS.deliveryMetroBusinessDays,
  otherDays: BUSINESS.deliveryOtherBusinessDays,
  certCarats: BUSINESS.certificationThresholdCarats.toFixed(2),
  freeShipping: formatINRWhole(BUSINESS.freeShippingThresholdRupees),
} as const;
