/**
 * POST /api/payment/sandbox/{id}/complete — Pay (with the card fields; the server applies the test-card rule and
 * may answer `declined`) or Cancel. The reply names where to go next.
 */
import type { SandboxCompleteBody } from '#domain/schemas/payments';
import { api } from '#web/lib/api-client';
import { GUEST_KEY_PARAM } from '#domain/payment-constants';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('#domain/schemas/payments');

/** `guestKey`: a guest's key to their checkout, from the page's address (docs/decisions/108). */
export function completeSandboxSession(id: string, body: SandboxCompleteBody, guestKey?: string | null) {
  const key = guestKey ? `?${GUEST_KEY_PARAM}=${encodeURIComponent(guestKey)}` : '';
  return api(`/api/payment/sandbox/${encodeURIComponent(id)}/complete${key}`, {
    method: 'POST',
    body,
    schema: () => schemas().then((m) => m.SandboxCompleteReply),
    fallbackMessage: 'The payment could not be completed. Please try again.',
  });
}
