/**
 * One line of the bag as the storefront holds it, a guest's (browser storage) or a signed-in shopper's (the
 * server cart's reply): a module of its own, so the guest bag, the server-rendered bag and the cart's arithmetic
 * share it without importing one another.
 */
export interface CartLine {
  /** Server lines carry their own id; guest lines do not. */
  _id?: string;
  productId: string;
  variantId: string;
  quantity: number;
  name: string;
  mainImage: string;
  /** The product's slug, so a line can link to its page. */
  slug?: string;
  /** Server lines: false once the product was taken off sale (checkout refuses it). Guest lines: unknown. */
  available?: boolean;
  variantDetails: {
    material: string;
    purity: string;
    selectedSize?: string;
    /** Unit price in rupees after discount, as shown when added (the server always reprices). */
    price: number;
    /** Unit price before discount (server lines; guest lines keep it from when they were added). */
    originalPrice?: number;
    stock?: number;
    sku?: string;
  };
}
