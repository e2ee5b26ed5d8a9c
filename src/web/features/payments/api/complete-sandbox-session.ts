/**
 * POST /api/payment/sandbox/{id}/complete — Pay (with the card fields; the server applies the test-card rule and
 * may answer `declined`) or Cancel. The reply names where to go next.
 */
import type { SandboxCompleteBody } from '../../../../domain/schemas/payments';
import { api } from '../../../lib/api-client';

/** Reply schemas, loaded only where replies are checked (development builds: docs/decisions/064). */
const schemas = () => import('../../../../domain/schemas/payments');

export function completeSandboxSession(id: string, body: SandboxCompleteBody) {
  return api(`/api/payment/sandbox/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
    body,
    schema: () => schemas().then((m) => m.SandboxCompleteReply),
    fallbackMessage: 'The payment could not be completed. Please try again.',
  });
}
