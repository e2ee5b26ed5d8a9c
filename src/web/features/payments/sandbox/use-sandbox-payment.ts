/**
 * What Pay and Cancel do on the sandbox page, whichever way the shopper pays: send the choice to the server, which
 * decides (docs/decisions/033), then go where its reply says. A decline shows its message for a moment first. A
 * problem with what was typed comes back as a field error for the form that sent it.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_CANCEL_PATH } from '#domain/payment-constants';
import type { SandboxCompleteBody } from '#domain/schemas/payments';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { completeSandboxSession } from '../api/complete-sandbox-session';
import type { PaymentCancelState } from '../payment-state';

/** How long the decline message stays before the shopper is taken to /payment-cancel. */
const DECLINE_PAUSE_MS = 2500;

export type SandboxBusy = 'pay' | 'cancel' | 'paid' | null;
export interface FieldProblem {
  field: string;
  message: string;
}

/** `guestKey`: a guest's key to their checkout (docs/decisions/108). */
export function useSandboxPayment(sessionId: string, guestKey?: string | null) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<SandboxBusy>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);

  useEffect(() => {
    if (!declined) return;
    const state: PaymentCancelState = { reason: 'declined', message: declined };
    const timer = setTimeout(() => navigate(PAYMENT_CANCEL_PATH, { replace: true, state }), DECLINE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [declined, navigate]);

  /** Pays; answers the server's complaint about a field, if that is what went wrong. */
  async function pay(body: SandboxCompleteBody, fallbackDecline: string): Promise<FieldProblem | null> {
    if (busy) return null;
    setPageError(null);
    setBusy('pay');
    try {
      const reply = await completeSandboxSession(sessionId, body, guestKey);
      if (reply.outcome === 'paid') {
        setBusy('paid');
        navigate(reply.redirectUrl, { replace: true });
      } else {
        setBusy(null);
        setDeclined(reply.message || fallbackDecline);
      }
      return null;
    } catch (err) {
      setBusy(null);
      const message = errorMessage(err, 'The payment could not be completed. Please try again.');
      const field = err instanceof ApiError ? err.errors?.[0]?.path : undefined;
      if (field) return { field, message };
      setPageError(message);
      return null;
    }
  }

  async function cancel() {
    if (busy) return;
    setBusy('cancel');
    try {
      const reply = await completeSandboxSession(sessionId, { outcome: 'cancelled' }, guestKey);
      const state: PaymentCancelState = { reason: 'cancelled', message: reply.message };
      navigate(reply.redirectUrl, { replace: true, state });
    } catch (err) {
      setBusy(null);
      // Already closed or expired: leaving is still what the shopper asked for.
      if (err instanceof ApiError && err.status === 409) navigate(PAYMENT_CANCEL_PATH, { replace: true });
      else setPageError(errorMessage(err, 'The payment could not be cancelled. Please try again.'));
    }
  }

  return { busy, declined, pageError, pay, cancel, locked: !!busy || !!declined };
}

export type SandboxPayment = ReturnType<typeof useSandboxPayment>;
