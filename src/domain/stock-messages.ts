/**
 * The stock and quantity messages of docs/shop/storefront.md §5, shared by the server (which enforces them) and
 * the screens (which show them before asking). The spec writes "Only {n} items…"; for one piece the sentence is
 * made grammatical ("Only 1 item is…") — the wording is otherwise the spec's.
 */

/** The cart drawer and cart page: increasing a line beyond the variant's stock. */
export function onlyAvailableInCart(n: number): string {
  return n === 1 ? 'Only 1 item is available in stock.' : `Only ${n} items are available in stock.`;
}

/** The product page: adding more than the variant's stock. */
export function onlyAvailableToAdd(n: number): string {
  return n === 1 ? 'Only 1 item available in stock.' : `Only ${n} items available in stock.`;
}

export const OUT_OF_STOCK_MESSAGE = 'This item is currently out of stock.';
