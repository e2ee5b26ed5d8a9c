/**
 * The Razorpay SDK as the shop makes it (src/server/lib/payments/razorpay-sdk.ts): its axios instance's defaults
 * are outside the SDK's public types, so this file pins where they are in the installed version — an upgrade that
 * moves them fails here, not in production — and that the timeout set there really closes the socket. The
 * provider's reading of the SDK's rejections when no answer came is checked against a local stub.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Razorpay from 'razorpay';
import { createRazorpaySdk, httpDefaultsOf } from '#server/lib/payments/razorpay-sdk';
import { createRazorpayProvider } from '#server/lib/payments/razorpay-provider';
import { PaymentProviderError } from '#server/lib/payments/provider';
import { startRazorpayStub, type RazorpayStub } from '../api/payments/razorpay-stub';

const KEY = { keyId: 'rzp_test_AureliaUnit01', keySecret: 'rzp_unit_key_secret_0123' };
type Defaults = { baseURL: string; timeout?: number };
const defaultsOf = (sdk: Razorpay) =>
  (sdk as unknown as { api: { rq: { defaults: Defaults } } }).api.rq.defaults;

/** Resolves once `check` holds, or fails after `ms`. */
async function eventually(check: () => boolean, ms = 2000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the Razorpay SDK’s HTTP client, where the shop sets its timeout and host', () => {
  it(`is an axios instance at api.rq whose defaults hold Razorpay's host (razorpay ${Razorpay.VERSION})`, () => {
    const sdk = new Razorpay({ key_id: KEY.keyId, key_secret: KEY.keySecret });
    const defaults = httpDefaultsOf(sdk, Razorpay.VERSION);
    expect(defaults.baseURL).toBe('https://api.razorpay.com');
    // The key goes out as Basic auth from these same defaults.
    expect(defaults).toMatchObject({ auth: { username: KEY.keyId, password: KEY.keySecret } });
  });

  it('gets the timeout in production, and keeps Razorpay’s host when no other is given', async () => {
    const sdk = await createRazorpaySdk({ ...KEY, timeoutMs: 10_000 });
    expect(defaultsOf(sdk)).toMatchObject({ baseURL: 'https://api.razorpay.com', timeout: 10_000 });
  });

  it('is pointed at another address when one is given', async () => {
    const sdk = await createRazorpaySdk({
      ...KEY,
      timeoutMs: 400,
      api: { baseUrl: 'http://127.0.0.1:4010' },
    });
    expect(defaultsOf(sdk)).toMatchObject({ baseURL: 'http://127.0.0.1:4010', timeout: 400 });
  });

  it('an SDK that keeps its HTTP client elsewhere is refused, naming its version', () => {
    for (const sdk of [null, {}, { api: {} }, { api: { rq: {} } }, { api: { rq: { defaults: {} } } }]) {
      expect(() => httpDefaultsOf(sdk, '3.0.0')).toThrow(/^razorpay 3\.0\.0: .*api\.rq\.defaults/);
    }
  });

  describe('made from an SDK version that moved it', () => {
    afterEach(() => {
      vi.doUnmock('razorpay');
      vi.resetModules();
    });
    it('construction throws instead of running calls without a timeout', async () => {
      vi.resetModules();
      vi.doMock('razorpay', () => ({
        default: class {
          static VERSION = '3.0.0';
          api = { request: () => Promise.resolve({}) };
        },
      }));
      const { createRazorpaySdk: create } = await import('#server/lib/payments/razorpay-sdk');
      await expect(create({ ...KEY, timeoutMs: 400 })).rejects.toThrow(/razorpay 3\.0\.0/);
    });
  });
});

describe('a Razorpay call that gets no answer', () => {
  let stub: RazorpayStub;
  beforeAll(async () => {
    stub = await startRazorpayStub(KEY);
  });
  afterAll(async () => {
    await stub?.close();
  });
  const provider = (baseUrl = stub.baseUrl, key = KEY) =>
    createRazorpayProvider({
      ...key,
      webhookSecret: undefined,
      appUrl: 'http://shop.test',
      api: { baseUrl },
      timeoutMs: 300,
    });

  it('is closed at the socket once the timeout passes (the SDK alone would wait for ever)', async () => {
    stub.mode = 'hang';
    const sdk = await createRazorpaySdk({ ...KEY, timeoutMs: 300, api: { baseUrl: stub.baseUrl } });
    const started = Date.now();
    // No response: the SDK's error handler reads `err.response.status` of undefined.
    await expect(sdk.paymentLink.fetch('plink_Hanging0001')).rejects.toThrow(TypeError);
    expect(Date.now() - started).toBeLessThan(2000);
    await eventually(() => stub.hangingOpen() === 0);
  }, 5000);

  it('is "unavailable" to the provider when the connection drops or is refused', async () => {
    stub.mode = 'reset';
    const dropped = await (await provider()).getCheckoutStatus('plink_Dropped00001').catch((e: unknown) => e);
    expect(dropped).toBeInstanceOf(PaymentProviderError);
    expect(dropped).toMatchObject({ kind: 'unavailable' });
    expect((dropped as Error).cause).toBeInstanceOf(TypeError);

    // A port nothing listens on.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const refused = await (
      await provider(`http://127.0.0.1:${port}`)
    )
      .getCheckoutStatus('plink_Refused00001')
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: 'unavailable' });
  });

  it('is "unavailable" when Razorpay hangs, and "failed" when it answers 401 to a wrong key', async () => {
    stub.mode = 'hang';
    await expect((await provider()).getCheckoutStatus('plink_Hanging0002')).rejects.toMatchObject({
      kind: 'unavailable',
    });
    stub.mode = 'ok';
    const wrong = await (
      await provider(stub.baseUrl, { ...KEY, keySecret: 'not_the_key_secret' })
    )
      .getCheckoutStatus('plink_WrongKey0001')
      .catch((e: unknown) => e);
    expect(wrong).toMatchObject({ kind: 'failed' });
    expect((wrong as Error).message).toMatch(/401 Authentication failed/);
  });
});
