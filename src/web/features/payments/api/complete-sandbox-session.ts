/**
 * POST /api/payment/sandbox/{id}/complete — Pay (with the card fields; the server applies the test-card rule and
 * may answer `declined`) or Cancel. The reply names where to go next.
 */
import { SandboxCompleteReply, type SandboxCompleteBody } from '../../../../domain/schemas/payments';
import { api } from '../../../lib/api-client';

export function completeSandboxSession(id: string, body: SandboxCompleteBody) {
  return api(`/api/payment/sandbox/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
    body,
    schema: SandboxCompleteReply,
    fallbackMessage: 'The payment could not be completed. Please try again.',
  });
}
