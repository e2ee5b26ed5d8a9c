/** Heads of the home page and the content pages: titles and descriptions a search result shows. */
import { BRAND, SHOP_CONTACT } from '#domain/brand';
import { BUSINESS } from '#domain/business-constants';
import { SHOP_PROMISES } from '#domain/shop-promises';
import type { PageHead } from '#server/lib/html-head';

const page = (title: string, description: string, canonical: string): PageHead => ({
  title: `${title} | ${BRAND.name}`,
  description,
  canonical,
  type: 'article',
});

export const CONTENT_HEADS: Record<string, PageHead> = {
  '/about': page(
    'Our Story',
    `How ${BRAND.name} makes fine jewellery to order in Mumbai: our story, our karigars' craftsmanship, responsible sourcing and why we choose lab-grown diamonds.`,
    '/about',
  ),
  '/faq': page(
    'Frequently Asked Questions',
    `Answers on ordering, made-to-order timelines, sizing, hallmarking, certification, free insured shipping across India and ${SHOP_PROMISES.returns.short} at ${BRAND.name}.`,
    '/faq',
  ),
  '/shipping-policy': page(
    'Shipping Policy',
    `${SHOP_PROMISES.shipping.short}. Production in ${BUSINESS.productionBusinessDays} business days, delivery in ${BUSINESS.deliveryMetroBusinessDays} business days to metros and ${BUSINESS.deliveryOtherBusinessDays} elsewhere.`,
    '/shipping-policy',
  ),
  '/return-policy': page('Return & Exchange Policy', SHOP_PROMISES.returns.sentence, '/return-policy'),
  '/privacy-policy': page(
    'Privacy Policy',
    `How ${BRAND.name} collects, uses and protects your personal data, in line with India's Digital Personal Data Protection Act, 2023.`,
    '/privacy-policy',
  ),
  '/terms-and-conditions': page(
    'Terms & Conditions',
    `The terms of buying from ${BRAND.name}: orders, pricing in rupees, made-to-order pieces, payments, shipping, returns and warranties.`,
    '/terms-and-conditions',
  ),
};

/** 'Mumbai, Maharashtra 400001' → its parts, for the structured address. */
function cityLine(line: string) {
  const m = /^(.+?),\s*(.+?)\s+(\d{6})$/.exec(line);
  return m ? { addressLocality: m[1], addressRegion: m[2], postalCode: m[3] } : {};
}

/** The home page: the shop as a schema.org JewelryStore. */
export function homeHead(appUrl: string): PageHead {
  return {
    title: `${BRAND.name} — ${BRAND.tagline}`,
    description: `Certified diamond and gold jewellery, handcrafted to order in India: rings, earrings, necklaces and bracelets in 14KT, 18KT and 22KT gold, silver and platinum. ${SHOP_PROMISES.shipping.short}.`,
    canonical: '/',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'JewelryStore',
        name: BRAND.name,
        url: appUrl,
        email: SHOP_CONTACT.supportEmail,
        telephone: SHOP_CONTACT.supportPhone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: SHOP_CONTACT.addressLines[1],
          ...cityLine(SHOP_CONTACT.addressLines[2]),
          addressCountry: 'IN',
        },
        openingHours: 'Mo-Sa 11:00-20:00',
        sameAs: Object.values(SHOP_CONTACT.social),
      },
    ],
  };
}
