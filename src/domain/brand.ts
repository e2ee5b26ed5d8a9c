/**
 * The shop's identity. The brand name appears in routes (the featured collection lives under
 * `/{brand}s-collection/{slug}`), in page titles and in e-mails, so it is kept here and nowhere else.
 */
export const BRAND = {
  name: 'Aurelia',
  tagline: 'Fine jewellery, made to order in India',
  /** Slug of the featured collection subcategory group shown on the home page. */
  collectionSlug: 'aurelias-collection',
  /** Route prefix of the featured collection listing, e.g. /aurelias-collection/heritage-solitaires */
  collectionRoute: '/aurelias-collection',
  collectionName: "Aurelia's Collection",
} as const;

/** How the shop can be reached. Shown in the footer, the mobile menu, the contact page and e-mails. */
export const SHOP_CONTACT = {
  supportEmail: 'care@aurelia.in',
  supportPhone: '+91 22 4890 1234',
  supportPhoneHref: 'tel:+912248901234',
  whatsapp: '+91 98200 12345',
  addressLines: [
    'Aurelia Fine Jewellery Pvt. Ltd.',
    '14, Kala Ghoda, Fort',
    'Mumbai, Maharashtra 400001',
    'India',
  ],
  hours: [
    { days: 'Monday to Saturday', time: '11:00 AM to 8:00 PM' },
    { days: 'Sunday', time: 'Closed' },
  ],
  social: {
    instagram: 'https://www.instagram.com/aurelia.jewellery',
    facebook: 'https://www.facebook.com/aurelia.jewellery',
    pinterest: 'https://www.pinterest.com/aurelia_jewellery',
    youtube: 'https://www.youtube.com/@aurelia.jewellery',
  },
} as const;
