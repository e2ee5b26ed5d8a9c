/**
 * Razorpay's two signatures, as Razorpay documents them (docs/decisions/094-razorpay.md):
 * - the Payment Link callback: HMAC-SHA256, keyed with the API key secret, of
 *   `payment_link_id|payment_link_reference_id|payment_link_status|payment_id`, hex, in `razorpay_signature`;
 * - webhooks: HMAC-SHA256, keyed with the webhook secret, of the request body exactly as sent, hex, in the
 *   `X-Razorpay-Signature` header.
 * The SDK's own validators compare with `===`; these compare in constant time, so a forger learns nothing from
 * how long a refusal takes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PaymentLinkCallback {
  paymentLinkId: string;
  referenceId: string;
  status: string;
  paymentId: string;
}

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Compares a received hex signature with the expected one in constant time. */
function sameHex(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The signature Razorpay puts on a Payment Link's callback. */
export function paymentLinkCallbackSignature(callback: PaymentLinkCallback, keySecret: string): string {
  const { paymentLinkId, referenceId, status, paymentId } = callback;
  return hmacHex(keySecret, `${paymentLinkId}|${referenceId}|${status}|${paymentId}`);
}

export function isValidPaymentLinkCallback(
  callback: PaymentLinkCallback,
  signature: string,
  keySecret: string,
): boolean {
  return sameHex(paymentLinkCallbackSignature(callback, keySecret), signature);
}

/** The signature Razorpay puts on a webhook: over the raw bytes, never over re-serialised JSON. */
export function webhookSignature(rawBody: Buffer | string, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

export function isValidWebhook(rawBody: Buffer, signature: string, webhookSecret: string): boolean {
  return sameHex(webhookSignature(rawBody, webhookSecret), signature);
}
