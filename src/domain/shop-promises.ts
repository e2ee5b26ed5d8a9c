/**
 * What the shop promises about shipping, returns and when a person answers, in the words every page, page head
 * and e-mail uses (docs/decisions/107-nothing-covered-one-wording.md). The
 * figures come from BUSINESS and SHOP_CONTACT; the sentences live here so no page says it differently.
 *
 * Shipping is free on every order: checkout adds no shipping line — the amount charged is the pieces' total less
 * any discount code (docs/shop/storefront.md §9; server: modules/checkout/create-checkout.ts). There is no
 * threshold.
 */
import { SHOP_CONTACT } from './brand';
import { BUSINESS } from './business-constants';

const days = BUSINESS.returnWindowDays;

/** 'Monday to Saturday, 11:00 AM to 8:00 PM (closed on Sunday)' from SHOP_CONTACT.hours. */
const open = SHOP_CONTACT.hours.filter((h) => h.time !== 'Closed');
const closed = SHOP_CONTACT.hours.filter((h) => h.time === 'Closed');
const hoursText =
  open.map((h) => `${h.days}, ${h.time}`).join('; ') +
  (closed.length ? ` (closed on ${closed.map((h) => h.days).join(' and ')})` : '');

export const SHOP_PROMISES = {
  shipping: {
    title: 'Free Insured Shipping',
    /** Trust lines, page heads, the bag. */
    short: 'Free insured shipping across India',
    /** The product page's row of three badges, where space is short. */
    badge: 'Free insured shipping',
    /** Under the home strip's title. */
    detail: 'On every order, with a signature on delivery',
    sentence: 'Every order ships free and fully insured across India, with a signature on delivery.',
  },
  returns: {
    title: 'Easy Returns',
    /** A badge: '15-day returns'. */
    short: `${days}-day returns`,
    /** 'Within 15 days of delivery'. */
    window: `Within ${days} days of delivery`,
    sentence:
      `Return or exchange within ${days} days of delivery; refunds reach you in ${BUSINESS.refundBusinessDays} ` +
      'business days. Customised and engraved pieces cannot be returned.',
  },
  support: {
    title: 'Expert Support',
    /** 'Monday to Saturday, 11:00 AM to 8:00 PM (closed on Sunday)'. */
    hours: hoursText,
    sentence: `Our jewellery specialists answer calls and e-mails ${hoursText}.`,
  },
} as const;
