/**
 * Razorpay's callback and webhook signatures (src/server/lib/payments/razorpay-signatures.ts) agree with the
 * official SDK's own validators on what is genuine, and refuse what is not.
 */
import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import {
  isValidPaymentLinkCallback,
  isValidWebhook,
  paymentLinkCallbackSignature,
  webhookSignature,
} from '#server/lib/payments/razorpay-signatures';

const SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
const callback = {
  paymentLinkId: 'plink_FMbhpT6nqDjDei',
  referenceId: '0b9f3c4e-6a1d-4f7b-9a55-2f3c1d8e7a10',
  status: 'paid',
  paymentId: 'pay_FMbhpT6nqDjDei',
};

describe('the Payment Link callback signature', () => {
  it('is HMAC-SHA256 of link|reference|status|payment with the key secret, as the SDK checks it', () => {
    const signature = paymentLinkCallbackSignature(callback, SECRET);
    expect(signature).toBe(
      createHmac('sha256', SECRET)
        .update('plink_FMbhpT6nqDjDei|0b9f3c4e-6a1d-4f7b-9a55-2f3c1d8e7a10|paid|pay_FMbhpT6nqDjDei')
        .digest('hex'),
    );
    const sdkParams = {
      payment_link_id: callback.paymentLinkId,
      payment_link_reference_id: callback.referenceId,
      payment_link_status: callback.status,
      payment_id: callback.paymentId,
    };
    expect(validatePaymentVerification(sdkParams, signature, SECRET)).toBe(true);
    expect(isValidPaymentLinkCallback(callback, signature, SECRET)).toBe(true);
  });

  it('refuses another secret, any changed field, a cut or empty signature', () => {
    const signature = paymentLinkCallbackSignature(callback, SECRET);
    expect(
      isValidPaymentLinkCallback(callback, paymentLinkCallbackSignature(callback, 'other'), SECRET),
    ).toBe(false);
    for (const changed of [
      { ...callback, paymentId: 'pay_Other' },
      { ...callback, status: 'cancelled' },
      { ...callback, referenceId: 'x' },
      { ...callback, paymentLinkId: 'plink_Other' },
    ]) {
      expect(isValidPaymentLinkCallback(changed, signature, SECRET)).toBe(false);
    }
    expect(isValidPaymentLinkCallback(callback, signature.slice(0, 63), SECRET)).toBe(false);
    expect(isValidPaymentLinkCallback(callback, '', SECRET)).toBe(false);
    expect(isValidPaymentLinkCallback(callback, `${signature}00`, SECRET)).toBe(false);
  });
});

describe('the webhook signature', () => {
  const body = Buffer.from(
    '{"entity":"event","event":"payment_link.paid","payload":{"amount":"₹1"}}',
    'utf8',
  );

  it('is HMAC-SHA256 of the raw body with the webhook secret, as the SDK checks it', () => {
    const signature = webhookSignature(body, SECRET);
    expect(validateWebhookSignature(body.toString('utf8'), signature, SECRET)).toBe(true);
    expect(isValidWebhook(body, signature, SECRET)).toBe(true);
  });

  it('refuses a changed byte, another secret, or a signature that is not one', () => {
    const signature = webhookSignature(body, SECRET);
    const changed = Buffer.from(body);
    changed[10] = changed[10]! ^ 1;
    expect(isValidWebhook(changed, signature, SECRET)).toBe(false);
    expect(isValidWebhook(body, webhookSignature(body, 'other'), SECRET)).toBe(false);
    expect(isValidWebhook(body, 'not hex at all', SECRET)).toBe(false);
    expect(isValidWebhook(body, '', SECRET)).toBe(false);
  });
});
