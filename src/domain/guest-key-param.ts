/**
 * The query parameter (and createOrder's `guestKey`) carrying a guest's key to their own checkout: the sandbox
 * page, the return to /payment-success and the thank-you page act for the guest with it (docs/decisions/108).
 *
 * A module of its own (re-exported by payment-constants.ts): the payment routes, which every page's router
 * loads, read it, and importing payment-constants.ts there put all of checkout's messages in every page's first
 * download (docs/decisions/117).
 */
export const GUEST_KEY_PARAM = 'key';
