/** GET /api/payment/sandbox/{id} — the test provider's session for its card page (the owner only). */
import { api } from '#web/lib/api-client';
import { GUEST_KEY_PARAM } from '#domain/payment-constants';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('#domain/schemas/payments');

/** `guestKey`: a guest's key to their checkout, from the page's address (docs/decisions/108). */
export function getSandboxSession(id: string, signal?: AbortSignal, guestKey?: string | null) {
  const key = guestKey ? `?${GUEST_KEY_PARAM}=${encodeURIComponent(guestKey)}` : '';
  return api(`/api/payment/sandbox/${encodeURIComponent(id)}${key}`, {
    schema: () => schemas().then((m) => m.SandboxSessionReply),
    signal,
    fallbackMessage: 'We could not load this payment. Please try again.',
  }).then((r) => r.session);
}
