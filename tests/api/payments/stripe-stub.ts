/**
 * A local stand-in for the part of Stripe's HTTP API the shop uses, so the Stripe provider's real code path (the
 * official SDK, its form encoding, auth header, errors and timeouts) runs in tests without the network:
 *   POST /v1/checkout/sessions              creates a session (records the form it was sent)
 *   GET  /v1/checkout/sessions/{id}         returns it
 *   POST /v1/checkout/sessions/{id}/expire  expires an open session (400 otherwise, as Stripe does)
 *   POST /v1/refunds                        refunds a paid session's payment intent, in whole or in part
 *                                           (idempotent by key; 400 beyond what is left of the charge)
 * Tests flip a session to paid or expired, or make the stub fail or hang.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface StubSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  mode: string;
  success_url: string;
  cancel_url: string;
  url: string | null;
  livemode: false;
  created: number;
  payment_intent: string | null;
}

export interface StubRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
  metadata: Record<string, string>;
}

export interface StubRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

export interface StripeStub {
  port: number;
  sessions: Map<string, StubSession>;
  /** Refunds by id; a repeated idempotency key answers the first refund again. */
  refunds: Map<string, StubRefund>;
  requests: StubRequest[];
  /**
   * 'ok' answers; 'error' answers 500 api_error; 'hang' never answers (the SDK times out); 'garbage' answers 200
   * with a body that is not JSON; 'reset' drops the connection without a word.
   */
  mode: 'ok' | 'error' | 'hang' | 'garbage' | 'reset';
  pay(id: string, amountTotal?: number): StubSession;
  expire(id: string): StubSession;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  res.end(JSON.stringify(body));
}

export async function startStripeStub(): Promise<StripeStub> {
  const hanging = new Set<ServerResponse>();
  const stub: StripeStub = {
    port: 0,
    sessions: new Map(),
    refunds: new Map(),
    requests: [],
    mode: 'ok',
    pay(id, amountTotal) {
      const s = stub.sessions.get(id)!;
      s.status = 'complete';
      s.payment_status = 'paid';
      s.payment_intent = `pi_test_${randomBytes(8).toString('hex')}`;
      if (amountTotal !== undefined) s.amount_total = amountTotal;
      return s;
    },
    expire(id) {
      const s = stub.sessions.get(id)!;
      s.status = 'expired';
      return s;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const form = new URLSearchParams(await readBody(req));
    stub.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      authorization: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      form,
    });
    if (stub.mode === 'hang') {
      hanging.add(res);
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
      return send(res, 500, { error: { type: 'api_error', message: 'Something went wrong at the stub.' } });
    }
    if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      let amount = 0;
      for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
        amount +=
          Number(form.get(`line_items[${i}][quantity]`)) *
          Number(form.get(`line_items[${i}][price_data][unit_amount]`));
      }
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: StubSession = {
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        currency: form.get('currency') ?? form.get('line_items[0][price_data][currency]') ?? 'inr',
        customer_email: form.get('customer_email'),
        client_reference_id: form.get('client_reference_id'),
        metadata,
        mode: form.get('mode') ?? 'payment',
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
        payment_intent: null,
      };
      stub.sessions.set(id, session);
      return send(res, 200, session);
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (req.method === 'POST' && expire) {
      const session = stub.sessions.get(decodeURIComponent(expire[1]!));
      if (!session)
        return send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      if (session.status !== 'open') {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            message: `Only Checkout Sessions with a status in ["open"] can be expired. This session has a status of "${session.status}".`,
          },
        });
      }
      session.status = 'expired';
      return send(res, 200, session);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = req.headers['idempotency-key'] as string | undefined;
      const earlier = [...stub.refunds.values()].find((r) => key && r.metadata.idempotencyKey === key);
      if (earlier) return send(res, 200, earlier);
      const intent = form.get('payment_intent') ?? '';
      const session = [...stub.sessions.values()].find((s) => s.payment_intent === intent);
      if (!session) {
        return send(res, 400, {
          error: { type: 'invalid_request_error', message: 'No such payment_intent' },
        });
      }
      // As Stripe does: a refund takes at most what is left of the charge; without an amount, all of it.
      const left =
        session.amount_total -
        [...stub.refunds.values()]
          .filter((r) => r.payment_intent === intent)
          .reduce((sum, r) => sum + r.amount, 0);
      if (left <= 0) {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge for ${intent} has already been refunded.`,
          },
        });
      }
      const amount = Number(form.get('amount') ?? left);
      if (amount > left) {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            param: 'amount',
            message: `Refund amount (₹${amount / 100}) is greater than unrefunded amount on charge (₹${left / 100})`,
          },
        });
      }
      const refund: StubRefund = {
        id: `re_test_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        payment_intent: intent,
        amount,
        status: 'succeeded',
        metadata: {
          sessionId: form.get('metadata[sessionId]') ?? '',
          refundId: form.get('metadata[refundId]') ?? '',
          idempotencyKey: key ?? '',
        },
      };
      stub.refunds.set(refund.id, refund);
      return send(res, 200, refund);
    }
    const m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && m) {
      const session = stub.sessions.get(decodeURIComponent(m[1]!));
      if (!session) {
        return send(res, 404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such checkout.session',
          },
        });
      }
      return send(res, 200, session);
    }
    return send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  stub.port = (server.address() as AddressInfo).port;
  return stub;
}
