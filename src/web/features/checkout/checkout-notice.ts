/**
 * The notice /checkout sends a shopper to /cart with when their bag is empty (docs/decisions/122): the server's
 * redirect (app/server-loaders.ts) says it in the address, /cart says it as the checkout page's own warning
 * would have (CHECKOUT_MESSAGES.emptyCart), then drops it from the address.
 */
export const CHECKOUT_EMPTY_NOTICE = 'checkout-empty';
