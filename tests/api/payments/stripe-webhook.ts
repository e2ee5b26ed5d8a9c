/** Stripe events as Stripe would send them to the shop's webhook: the JSON and its signature header. */
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '#tests/helpers/test-app';
import type { StripeStub, StubSession } from './stripe-stub';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stub';
const signer = new Stripe('sk_test_signer');

export function stripeEvent(type: string, session: StubSession): string {
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: session },
  });
}

export function postWebhook(app: FastifyInstance, payload: string, signature?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

/** The stripe-signature header Stripe would send with `payload`. */
export const signatureOf = (payload: string, secret = WEBHOOK_SECRET) =>
  signer.webhooks.generateTestHeaderString({ payload, secret });

/** Posts `payload` signed with `secret` (the shop's by default), as Stripe does. */
export const postSignedWebhook = (app: FastifyInstance, payload: string, secret = WEBHOOK_SECRET) =>
  postWebhook(app, payload, signatureOf(payload, secret));

/** A test app whose Stripe provider talks to the stub (its secret key and this file's webhook secret). */
export function createStripeTestApp(stub: StripeStub, { timeoutMs = 400 }: { timeoutMs?: number } = {}) {
  return createTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_aurelia_stub', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    build: { payments: { stripeApi: { host: '127.0.0.1', port: stub.port, protocol: 'http' }, timeoutMs } },
  });
}
