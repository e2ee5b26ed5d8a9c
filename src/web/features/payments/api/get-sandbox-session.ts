/** GET /api/payment/sandbox/{id} — the test provider's session for its card page (the owner only). */
import { api } from '../../../lib/api-client';

/** Reply schemas, loaded only where replies are checked (development builds: docs/decisions/064). */
const schemas = () => import('../../../../domain/schemas/payments');

export function getSandboxSession(id: string, signal?: AbortSignal) {
  return api(`/api/payment/sandbox/${encodeURIComponent(id)}`, {
    schema: () => schemas().then((m) => m.SandboxSessionReply),
    signal,
    fallbackMessage: 'We could not load this payment. Please try again.',
  }).then((r) => r.session);
}
