/** Which provider takes payments (src/server/lib/payments/index.ts over PAYMENT_PROVIDER and the keys set). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { createPaymentProvider } from '#server/lib/payments';

const BASE = {
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/aurelia-provider-choice',
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  APP_URL: 'http://shop.test',
};
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_choice' };
const RAZORPAY = { RAZORPAY_KEY_ID: 'rzp_test_Choice01', RAZORPAY_KEY_SECRET: 'rzp_choice_secret' };
const providerOf = async (env: Record<string, string>) =>
  (await createPaymentProvider(loadConfig({ ...BASE, ...env }))).id;

describe('choosing the payment provider', () => {
  it('is the one whose keys are set, else the test provider', async () => {
    expect(await providerOf({})).toBe('test');
    expect(await providerOf(STRIPE)).toBe('stripe');
    expect(await providerOf(RAZORPAY)).toBe('razorpay');
  });

  it('follows PAYMENT_PROVIDER when both are set, or to keep the test page', async () => {
    expect(await providerOf({ ...STRIPE, ...RAZORPAY, PAYMENT_PROVIDER: 'razorpay' })).toBe('razorpay');
    expect(await providerOf({ ...STRIPE, ...RAZORPAY, PAYMENT_PROVIDER: 'stripe' })).toBe('stripe');
    expect(await providerOf({ ...RAZORPAY, PAYMENT_PROVIDER: 'sandbox' })).toBe('test');
  });

  it('Razorpay takes webhooks and checks signed returns; the test provider does neither', async () => {
    const razorpay = await createPaymentProvider(loadConfig({ ...BASE, ...RAZORPAY }));
    expect(razorpay.acceptsWebhooks).toBe(true);
    expect(razorpay.verifyReturn).toBeTypeOf('function');
    const test = await createPaymentProvider(loadConfig(BASE));
    expect(test.acceptsWebhooks).toBe(false);
    expect(test.verifyReturn).toBeUndefined();
  });
});
