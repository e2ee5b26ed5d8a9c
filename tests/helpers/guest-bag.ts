/**
 * A guest bag line as the web app stores it (and copies into the bag cookie, decision 112 "The guest bag's cookie
 * copy"), for tests.
 */
export function guestBagLine(name: string, quantity = 1, extra: Record<string, unknown> = {}) {
  return {
    productId: '2b7e1a52-9a4c-4c36-8f0e-0f8d2b9b1c11',
    variantId: '7d3f0c1e-5b2a-4e8f-9c6d-1a2b3c4d5e6f',
    quantity,
    name,
    slug: 'a-ring',
    mainImage: '/uploads/products/a.webp',
    variantDetails: { material: 'Yellow Gold', purity: '18KT', selectedSize: '7', price: 58000.5 },
    ...extra,
  };
}
