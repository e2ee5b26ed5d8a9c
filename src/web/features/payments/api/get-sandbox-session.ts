/** GET /api/payment/sandbox/{id} — the test provider's session for its card page (the owner only). */
import { SandboxSessionReply } from '../../../../domain/schemas/payments';
import { api } from '../../../lib/api-client';

export function getSandboxSession(id: string, signal?: AbortSignal) {
  return api(`/api/payment/sandbox/${encodeURIComponent(id)}`, {
    schema: SandboxSessionReply,
    signal,
    fallbackMessage: 'We could not load this payment. Please try again.',
  }).then((r) => r.session);
}
