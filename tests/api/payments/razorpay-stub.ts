/**
 * A local stand-in for the part of Razorpay's HTTP API the shop uses (docs/decisions/094-razorpay.md), so the
 * Razorpay provider's real code path — the official SDK, its JSON bodies, Basic auth, error normalisation and
 * socket timeout — runs in tests without the network. The SDK is pointed at it through `razorpayApi`:
 *   POST /v1/payment_links               creates a link (records the body it was sent)
 *   GET  /v1/payment_links/{id}          returns it
 *   POST /v1/payment_links/{id}/cancel   cancels a link still unpaid (400 otherwise, as Razorpay does)
 *   GET  /v1/payments/{id}/refunds       lists a payment's refunds
 *   POST /v1/payments/{id}/refund        refunds a captured payment (400 beyond what is left to refund)
 * Requests without the key id and secret as Basic auth are refused with 401, as Razorpay does. `handle(method,
 * path, body)` answers as Razorpay's API would; tests pay or expire links, or make the stub fail or hang.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { paymentLinkCallbackSignature, webhookSignature } from '#server/lib/payments/razorpay-signatures';

export interface StubLinkPayment {
  payment_id: string;
  plink_id: string;
  amount: number;
  method: 'upi' | 'card';
  status: 'captured';
  created_at: number;
  updated_at: number;
}

export interface StubLink {
  id: string;
  entity: 'payment_link';
  amount: number;
  amount_paid: number;
  currency: string;
  accept_partial: boolean;
  reference_id: string;
  description: string;
  customer: Record<string, string>;
  notify: Record<string, boolean>;
  reminder_enable: boolean;
  notes: Record<string, string> | [];
  callback_url: string;
  callback_method: string;
  expire_by: number;
  status: 'created' | 'partially_paid' | 'expired' | 'cancelled' | 'paid';
  short_url: string;
  payments: StubLinkPayment[] | null;
  created_at: number;
  updated_at: number;
  cancelled_at: number;
  expired_at: number;
}

export interface StubRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: 'INR';
  receipt: string | null;
  notes: Record<string, string> | [];
  status: 'processed';
  created_at: number;
}

export interface StubRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The JSON body, parsed; undefined when none was sent. */
  body: Record<string, unknown> | undefined;
}

type Answer = { status: number; body: unknown };

export interface RazorpayStub {
  /** Where the stub answers: the SDK's base URL (`razorpayApi.baseUrl`). */
  baseUrl: string;
  links: Map<string, StubLink>;
  /** Refunds by id. */
  refunds: Map<string, StubRefund>;
  requests: StubRequest[];
  /**
   * 'ok' answers; 'error' answers 500 SERVER_ERROR; 'hang' never answers (the SDK's timeout closes the socket);
   * 'garbage' answers 200 with a body that is not JSON; 'reset' drops the connection without a word.
   */
  mode: 'ok' | 'error' | 'hang' | 'garbage' | 'reset';
  /** Requests left hanging whose connection the client has not closed yet. */
  hangingOpen(): number;
  handle(method: string, path: string, body?: Record<string, unknown>): Answer;
  /** The shopper pays the link (by UPI): it flips to paid with a captured payment. */
  pay(linkId: string, amountPaid?: number): { link: StubLink; paymentId: string };
  expire(linkId: string): StubLink;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url')}`;
const badRequest = (description: string, field?: string): Answer => ({
  status: 400,
  body: {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      reason: 'input_validation_failed',
      field,
    },
  },
});
const notFound: Answer = badRequest('The id provided does not exist');

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, { status, body }: Answer) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

/** The Authorization header the SDK sends with this key: HTTP Basic auth of key id and key secret. */
export const basicAuthOf = (keyId: string, keySecret: string) =>
  `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

/** Starts the stub on 127.0.0.1; it accepts only requests made with this key. */
export async function startRazorpayStub(key: { keyId: string; keySecret: string }): Promise<RazorpayStub> {
  const expectedAuth = basicAuthOf(key.keyId, key.keySecret);
  const hanging = new Set<ServerResponse>();
  const stub: RazorpayStub = {
    baseUrl: '',
    links: new Map(),
    refunds: new Map(),
    requests: [],
    mode: 'ok',
    hangingOpen: () => hanging.size,

    handle(method, path, body) {
      if (method === 'POST' && path === '/v1/payment_links') return createLink(body ?? {});
      let m = /^\/v1\/payment_links\/([^/]+)$/.exec(path);
      if (method === 'GET' && m) {
        const link = stub.links.get(m[1]!);
        return link ? { status: 200, body: link } : notFound;
      }
      m = /^\/v1\/payment_links\/([^/]+)\/cancel$/.exec(path);
      if (method === 'POST' && m) {
        const link = stub.links.get(m[1]!);
        if (!link) return notFound;
        if (link.status !== 'created')
          return badRequest(`Payment Link cannot be cancelled: it is ${link.status}`);
        Object.assign(link, { status: 'cancelled', cancelled_at: now(), updated_at: now() });
        return { status: 200, body: link };
      }
      m = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
      if (method === 'GET' && m) {
        const items = [...stub.refunds.values()].filter((r) => r.payment_id === m![1]);
        return { status: 200, body: { entity: 'collection', count: items.length, items } };
      }
      m = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
      if (method === 'POST' && m) return refund(m[1]!, body ?? {});
      return {
        status: 404,
        body: { error: { code: 'NOT_FOUND', description: 'The requested URL was not found' } },
      };
    },

    pay(linkId, amountPaid) {
      const link = stub.links.get(linkId)!;
      const paymentId = id('pay');
      const amount = amountPaid ?? link.amount;
      link.status = 'paid';
      link.amount_paid = amount;
      link.updated_at = now();
      link.payments = [
        {
          payment_id: paymentId,
          plink_id: link.id,
          amount,
          method: 'upi',
          status: 'captured',
          created_at: now(),
          updated_at: now(),
        },
      ];
      return { link, paymentId };
    },

    expire(linkId) {
      const link = stub.links.get(linkId)!;
      Object.assign(link, { status: 'expired', expired_at: now(), updated_at: now() });
      return link;
    },

    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const text = await readBody(req);
    let body: Record<string, unknown> | undefined;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    } catch {
      return send(res, badRequest('The request body is not valid JSON'));
    }
    const method = req.method ?? '';
    stub.requests.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    });
    if (stub.mode === 'hang') {
      hanging.add(res);
      // The client gave up and closed the connection (the SDK's timeout): nothing left to hold.
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (stub.mode === 'reset') {
      req.socket.destroy();
      return;
    }
    if (stub.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('<html>502 Bad Gateway</html>');
      return;
    }
    if (stub.mode === 'error') {
      return send(res, {
        status: 500,
        body: {
          error: {
            code: 'SERVER_ERROR',
            description: 'We are facing some trouble completing your request at the moment',
          },
        },
      });
    }
    if (req.headers.authorization !== expectedAuth) {
      return send(res, {
        status: 401,
        body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
      });
    }
    return send(res, stub.handle(method, url.pathname, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  stub.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function createLink(body: Record<string, unknown>): Answer {
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return badRequest('The amount must be atleast INR 1.00', 'amount');
    }
    const reference = String(body.reference_id ?? '');
    if (reference.length > 40)
      return badRequest('reference_id may not be greater than 40 characters', 'reference_id');
    if (reference && [...stub.links.values()].some((l) => l.reference_id === reference)) {
      return badRequest(`Payment Link with reference id ${reference} already exists`, 'reference_id');
    }
    const expireBy = Number(body.expire_by ?? 0);
    if (expireBy && expireBy < now() + 15 * 60) {
      return badRequest('expire by should be at least 15 minutes in the future', 'expire_by');
    }
    if (body.callback_url && body.callback_method !== 'get') {
      return badRequest('callback_method should be get', 'callback_method');
    }
    const linkId = id('plink');
    const link: StubLink = {
      id: linkId,
      entity: 'payment_link',
      amount,
      amount_paid: 0,
      currency: String(body.currency ?? 'INR'),
      accept_partial: Boolean(body.accept_partial),
      reference_id: reference,
      description: String(body.description ?? ''),
      customer: (body.customer as Record<string, string>) ?? {},
      notify: (body.notify as Record<string, boolean>) ?? {},
      reminder_enable: Boolean(body.reminder_enable),
      notes: (body.notes as Record<string, string>) ?? [],
      callback_url: String(body.callback_url ?? ''),
      callback_method: String(body.callback_method ?? ''),
      expire_by: expireBy,
      status: 'created',
      short_url: `https://rzp.io/rzp/${linkId.slice(6)}`,
      payments: null,
      created_at: now(),
      updated_at: now(),
      cancelled_at: 0,
      expired_at: 0,
    };
    stub.links.set(linkId, link);
    return { status: 200, body: link };
  }

  function refund(paymentId: string, body: Record<string, unknown>): Answer {
    const link = [...stub.links.values()].find((l) => l.payments?.some((p) => p.payment_id === paymentId));
    const payment = link?.payments?.find((p) => p.payment_id === paymentId);
    if (!payment) return notFound;
    const refunded = [...stub.refunds.values()]
      .filter((r) => r.payment_id === paymentId)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = Number(body.amount ?? payment.amount - refunded);
    if (refunded >= payment.amount) return badRequest('The payment has been fully refunded already');
    if (amount > payment.amount - refunded) {
      return badRequest('The refund amount provided is greater than amount captured', 'amount');
    }
    const made: StubRefund = {
      id: id('rfnd'),
      entity: 'refund',
      payment_id: paymentId,
      amount,
      currency: 'INR',
      receipt: (body.receipt as string | undefined) ?? null,
      notes: (body.notes as Record<string, string>) ?? [],
      status: 'processed',
      created_at: now(),
    };
    stub.refunds.set(made.id, made);
    return { status: 200, body: made };
  }

  return stub;
}

/** The query Razorpay appends to the callback URL when it sends the shopper back from a paid link. */
export function callbackParams(link: StubLink, paymentId: string, keySecret: string) {
  return {
    razorpay_payment_id: paymentId,
    razorpay_payment_link_id: link.id,
    razorpay_payment_link_reference_id: link.reference_id,
    razorpay_payment_link_status: link.status,
    razorpay_signature: paymentLinkCallbackSignature(
      { paymentLinkId: link.id, referenceId: link.reference_id, status: link.status, paymentId },
      keySecret,
    ),
  };
}

/** A Razorpay webhook event about a link, as Razorpay sends it. */
export function linkEvent(event: string, link: StubLink): string {
  const payment = link.payments?.[0];
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_StubAccount01',
    event,
    contains: payment ? ['payment_link', 'order', 'payment'] : ['payment_link'],
    payload: {
      payment_link: { entity: link },
      ...(payment
        ? {
            payment: {
              entity: {
                id: payment.payment_id,
                entity: 'payment',
                amount: payment.amount,
                status: 'captured',
                method: 'upi',
              },
            },
          }
        : {}),
    },
    created_at: now(),
  });
}

/** The X-Razorpay-Signature Razorpay would send with `payload`. */
export const razorpaySignatureOf = (payload: string, secret: string) => webhookSignature(payload, secret);
