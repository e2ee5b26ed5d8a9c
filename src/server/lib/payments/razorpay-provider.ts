/**
 * Razorpay through its hosted Payment Links and the official SDK (PAYMENT_PROVIDER=razorpay, or only Razorpay's
 * keys set; docs/decisions/094-razorpay.md). Like Stripe Checkout, a redirect: the shop makes a link in INR for
 * the snapshot's amount whose `reference_id` is our session id, sends the shopper to its `short_url`, and learns
 * of the payment by fetching the link (status `paid`) when the shopper comes back — through a signed callback —
 * and by the signed `payment_link.paid` webhook when they don't.
 *
 * The SDK is made in razorpay-sdk.ts: its HTTP client gets the provider's timeout (and, in tests, a local stub's
 * address through `api`). It loses the cause of a connection failure — it rejects with a TypeError of its own when
 * no response came — so "no answer" is told apart from "a wrong answer" by whether Razorpay's
 * `{ statusCode, error }` came back; and every call is also bounded here, in case an answer trickles in too slowly
 * for the socket's idle timeout to stop it.
 */
import type { z } from 'zod';
import { BRAND } from '#domain/brand';
import { CHECKOUT_LIMITS } from '#domain/schemas/payments';
import { RAZORPAY_RETURN_PARAMS } from '#domain/provider-return';
import {
  DEFAULT_PROVIDER_TIMEOUT_MS,
  PaymentProviderError,
  WebhookSignatureError,
  type InitiateCheckoutInput,
  type PaymentProvider,
  type ProviderCheckoutStatus,
  type ReturnCheck,
  type ReturnParams,
  type WebhookAction,
} from './provider';
import {
  PaymentLinkReply,
  RefundListReply,
  RefundReply,
  WebhookEvent,
  refundKeyOf,
} from './razorpay-replies';
import { createRazorpaySdk, type RazorpayApiTarget } from './razorpay-sdk';
import { guestKeyQuery } from './guest-key-query';
import { isValidPaymentLinkCallback, isValidWebhook } from './razorpay-signatures';

/** The SDK calls the provider uses, with the parameters it sends. */
interface RazorpayClient {
  paymentLink: {
    create(params: PaymentLinkCreate): Promise<unknown>;
    fetch(paymentLinkId: string): Promise<unknown>;
    cancel(paymentLinkId: string): Promise<unknown>;
  };
  payments: {
    refund(paymentId: string, params: RefundCreate): Promise<unknown>;
    fetchMultipleRefund(paymentId: string, params: { count: number }): Promise<unknown>;
  };
}

export interface PaymentLinkCreate {
  amount: number;
  currency: 'INR';
  accept_partial: false;
  reference_id: string;
  description: string;
  customer: { email: string };
  notify: { email: boolean; sms: boolean };
  reminder_enable: boolean;
  notes: Record<string, string>;
  callback_url: string;
  callback_method: 'get';
  expire_by: number;
}

export interface RefundCreate {
  /** Paise; left out, what is left of the payment. */
  amount?: number;
  speed: 'normal';
  receipt: string;
  notes: Record<string, string>;
}

export interface RazorpayProviderOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  appUrl: string;
  /** Another address for Razorpay's API (a local stub in tests). */
  api?: RazorpayApiTarget;
  timeoutMs?: number;
}

/**
 * Razorpay appends its signed parameters (razorpay_payment_link_id among them) to this URL; the link's own id
 * cannot be in it, since the link is made after its callback URL is given.
 */
const CALLBACK_PATH = '/payment-success';

/** Razorpay's limit on a link's description is 2048 characters; a short one reads better on its page. */
const DESCRIPTION_MAX = 250;

function describe(input: InitiateCheckoutInput): string {
  const items = input.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ');
  const text = `${BRAND.name}: ${items}`;
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1)}…`;
}

/** Razorpay answered (with an error): `{ statusCode, error }` is how the SDK passes that on. */
function answeredStatus(err: unknown): number | undefined {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

const errorDescription = (err: unknown): string =>
  (err as { error?: { description?: string } } | null)?.error?.description ?? '';

function toProviderError(err: unknown, what: string): PaymentProviderError {
  if (err instanceof PaymentProviderError) return err;
  const status = answeredStatus(err);
  const message =
    status === undefined
      ? `Razorpay ${what}: no answer (${err instanceof Error ? err.message : String(err)})`
      : `Razorpay ${what} failed: ${status} ${errorDescription(err)}`.trim();
  return new PaymentProviderError(status === undefined ? 'unavailable' : 'failed', message, { cause: err });
}

/** Razorpay answers a request about an id it does not know with 400 "… does not exist" (or 404). */
function isUnknownId(err: unknown): boolean {
  const status = answeredStatus(err);
  return status === 404 || (status === 400 && /does not exist/i.test(errorDescription(err)));
}

function parsed<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new PaymentProviderError('failed', `Razorpay ${what}: unexpected reply`);
  return result.data;
}

function linkStatus(link: PaymentLinkReply): ProviderCheckoutStatus {
  const sessionId = link.reference_id ?? undefined;
  switch (link.status) {
    case 'paid':
      return { status: 'paid', sessionId, amountPaise: link.amount_paid ?? undefined };
    case 'expired':
    case 'cancelled':
      return { status: 'expired', sessionId };
    default:
      // created, or partially paid (never: links are made without accept_partial).
      return { status: 'open', sessionId };
  }
}

/** One call, given up after `timeoutMs` even if its socket is still receiving. */
async function boundedCall<T>(timeoutMs: number, what: string, run: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PaymentProviderError('unavailable', `Razorpay ${what}: no answer in ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([run(), timeout]);
  } catch (err) {
    throw toProviderError(err, what);
  } finally {
    clearTimeout(timer);
  }
}

/** The payment link of a checkout: the snapshot's amount, named by our session id, back to the shop when paid. */
function paymentLinkParams(input: InitiateCheckoutInput, appUrl: string): PaymentLinkCreate {
  return {
    amount: input.amountPaise,
    currency: input.currency,
    accept_partial: false,
    // Unique per link (Razorpay requires it): the link names our session in its callback and webhooks.
    reference_id: input.sessionId,
    description: describe(input),
    customer: { email: input.customerEmail },
    // The shopper is sent to the link at once, and the shop mails its own confirmation.
    notify: { email: false, sms: false },
    reminder_enable: false,
    notes: { sessionId: input.sessionId, userId: input.userId ?? '' },
    callback_url: `${appUrl}${CALLBACK_PATH}${guestKeyQuery(input.guestKey, '?')}`,
    callback_method: 'get',
    // Closed before the checkout's stock hold lapses (docs/decisions/032).
    expire_by: Math.floor(Date.now() / 1000) + CHECKOUT_LIMITS.paymentPageMinutes * 60,
  };
}

/** Whether the callback's signed parameters prove this checkout's link was paid ('none' when there are none). */
function checkPaymentLinkReturn(
  checkout: { providerSessionId: string; sessionId: string },
  params: ReturnParams,
  keySecret: string,
): ReturnCheck {
  const given = RAZORPAY_RETURN_PARAMS.filter((name) => params[name] !== undefined);
  if (given.length === 0) return 'none';
  const value = (name: (typeof RAZORPAY_RETURN_PARAMS)[number]) => params[name] ?? '';
  if (given.length !== RAZORPAY_RETURN_PARAMS.length) return 'invalid';
  // Signed for another checkout (a link of the shopper's own, say) proves nothing about this one.
  if (
    value('razorpay_payment_link_id') !== checkout.providerSessionId ||
    value('razorpay_payment_link_reference_id') !== checkout.sessionId
  ) {
    return 'invalid';
  }
  const valid = isValidPaymentLinkCallback(
    {
      paymentLinkId: value('razorpay_payment_link_id'),
      referenceId: value('razorpay_payment_link_reference_id'),
      status: value('razorpay_payment_link_status'),
      paymentId: value('razorpay_payment_id'),
    },
    value('razorpay_signature'),
    keySecret,
  );
  return valid ? 'valid' : 'invalid';
}

/** What a Razorpay webhook asks of the shop, once its signature is checked against `webhookSecret`. */
function parseRazorpayWebhook(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  webhookSecret: string | undefined,
): WebhookAction {
  if (!webhookSecret) {
    throw new WebhookSignatureError('RAZORPAY_WEBHOOK_SECRET is not set; webhooks cannot be verified.');
  }
  const signature = headers['x-razorpay-signature'];
  if (typeof signature !== 'string' || !signature)
    throw new WebhookSignatureError('Missing Razorpay signature.');
  if (!isValidWebhook(rawBody, signature, webhookSecret)) {
    throw new WebhookSignatureError('Razorpay signature does not match the body.');
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { action: 'ignored', type: 'not JSON' };
  }
  const event = WebhookEvent.safeParse(json);
  if (!event.success) return { action: 'ignored', type: 'unreadable event' };
  const link = event.data.payload?.payment_link?.entity;
  if (!link) return { action: 'ignored', type: event.data.event };
  switch (event.data.event) {
    case 'payment_link.paid': {
      const status = linkStatus(link);
      if (status.status !== 'paid') return { action: 'ignored', type: `${event.data.event} (unpaid)` };
      return {
        action: 'paid',
        providerSessionId: link.id,
        sessionId: status.sessionId,
        amountPaise: status.amountPaise,
      };
    }
    case 'payment_link.expired':
    case 'payment_link.cancelled':
      return { action: 'expired', providerSessionId: link.id };
    default:
      return { action: 'ignored', type: event.data.event };
  }
}

export async function createRazorpayProvider(options: RazorpayProviderOptions): Promise<PaymentProvider> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const client: RazorpayClient = await createRazorpaySdk({
    keyId: options.keyId,
    keySecret: options.keySecret,
    timeoutMs,
    api: options.api,
  });

  const call = <T>(what: string, run: () => Promise<T>) => boundedCall(timeoutMs, what, run);

  const fetchLink = async (id: string) =>
    parsed(PaymentLinkReply, await call('link fetch', () => client.paymentLink.fetch(id)), 'link fetch');

  /** Our refund of this payment under this key, if one was made already (a retry, a webhook redelivered). */
  async function earlierRefund(paymentId: string, key: string): Promise<string | undefined> {
    const list = parsed(
      RefundListReply,
      await call('refund list', () => client.payments.fetchMultipleRefund(paymentId, { count: 100 })),
      'refund list',
    );
    return list.items.find((r) => refundKeyOf(r) === key)?.id;
  }

  return {
    id: 'razorpay',
    acceptsWebhooks: true,

    async initiateCheckout(input) {
      const link = parsed(
        PaymentLinkReply,
        await call('link creation', () =>
          client.paymentLink.create(paymentLinkParams(input, options.appUrl)),
        ),
        'link creation',
      );
      if (!link.short_url)
        throw new PaymentProviderError('failed', 'Razorpay returned a link without a URL.');
      return { providerSessionId: link.id, url: link.short_url };
    },

    async getCheckoutStatus(providerSessionId) {
      try {
        return linkStatus(await fetchLink(providerSessionId));
      } catch (err) {
        if (isUnknownId((err as { cause?: unknown }).cause)) return { status: 'unknown' };
        throw err;
      }
    },

    async expireCheckout(providerSessionId) {
      try {
        await call('link cancel', () => client.paymentLink.cancel(providerSessionId));
        return 'expired';
      } catch (err) {
        // Razorpay refuses to cancel a link that is no longer open: find out whether it was paid meanwhile.
        if (answeredStatus((err as PaymentProviderError).cause) !== 400) throw err;
        return linkStatus(await fetchLink(providerSessionId)).status === 'paid' ? 'paid' : 'expired';
      }
    },

    async refundCheckout({ providerSessionId, sessionId, amountPaise, refundKey }) {
      const key = refundKey ?? sessionId;
      const link = await fetchLink(providerSessionId);
      // A payment partly refunded already is still 'captured' (its refund_status says 'partial').
      const payment = link.payments?.find((p) => p.status === 'captured' || p.status === 'refunded');
      if (!payment)
        throw new PaymentProviderError('failed', 'Razorpay link has no captured payment to refund.');
      const earlier = await earlierRefund(payment.payment_id, key);
      if (earlier) return { refundId: earlier };
      try {
        const refund = parsed(
          RefundReply,
          await call('refund', () =>
            client.payments.refund(payment.payment_id, {
              ...(amountPaise === undefined ? {} : { amount: amountPaise }),
              speed: 'normal',
              // Razorpay's receipt is at most 40 characters: a UUID fits.
              receipt: key,
              notes: { sessionId, ...(refundKey ? { refundId: refundKey } : {}) },
            }),
          ),
          'refund',
        );
        return { refundId: refund.id };
      } catch (err) {
        // Two refunds racing (the webhook and the shopper's return): Razorpay refuses the second, as the payment
        // is refunded in full already — the first is the one.
        if (answeredStatus((err as PaymentProviderError).cause) !== 400) throw err;
        const winner = await earlierRefund(payment.payment_id, key);
        if (!winner) throw err;
        return { refundId: winner };
      }
    },

    verifyReturn(checkout, params: ReturnParams): ReturnCheck {
      return checkPaymentLinkReturn(checkout, params, options.keySecret);
    },

    parseWebhook(rawBody, headers): WebhookAction {
      return parseRazorpayWebhook(rawBody, headers, options.webhookSecret);
    },
  };
}
