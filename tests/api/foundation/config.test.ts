import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('has the defaults of docs/shop/conventions.md §1', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.appUrl).toBe('http://localhost:3000');
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.stripe).toBeUndefined();
    expect(c.mail.smtpUrl).toBeUndefined();
  });

  it('derives APP_URL from PORT and reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'owner@aurelia.in',
      ADMIN_PASSWORD: 'a-long-password',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      SMTP_URL: 'smtp://mail.example.com:587',
      TRUST_PROXY: '1',
    });
    expect(c.appUrl).toBe('http://localhost:8080');
    expect(c.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/shop');
    expect(c.seedDemo).toBe(false);
    expect(c.admin).toEqual({ email: 'owner@aurelia.in', password: 'a-long-password' });
    expect(c.stripe).toEqual({ secretKey: 'sk_test_123', webhookSecret: 'whsec_abc' });
    expect(c.trustProxy).toBe(1);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('stops with a message naming each wrong variable', () => {
    expect(problems({ PORT: 'eighty' })[0]).toMatch(/^PORT: /);
    expect(problems({ PORT: '70000' })[0]).toMatch(/^PORT: must be between 0 and 65535/);
    expect(problems({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/^DATABASE_URL: must be a postgres/);
    expect(problems({ SEED_DEMO: 'maybe' })[0]).toMatch(/^SEED_DEMO: /);
    expect(problems({ APP_URL: 'not a url' })[0]).toMatch(/^APP_URL: /);
    expect(problems({ ADMIN_EMAIL: 'owner@aurelia.in' })[0]).toMatch(/ADMIN_PASSWORD/);
    expect(problems({ ADMIN_EMAIL: 'x', ADMIN_PASSWORD: 'long-enough-pw' })[0]).toMatch(/^ADMIN_EMAIL: /);
    expect(problems({ NODE_ENV: 'production' })[0]).toMatch(/^JWT_SECRET: required/);
    expect(problems({ STRIPE_SECRET_KEY: 'pk_live_oops' })[0]).toMatch(/^STRIPE_SECRET_KEY: /);
    const many = problems({ PORT: 'x', SMTP_URL: 'http://nope' });
    expect(many.map((p) => p.split(':')[0]).sort()).toEqual(['PORT', 'SMTP_URL']);
  });

  it('makes the start-up message one line per problem, each naming its variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^PORT: must be a port number$/);
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', SMTP_URL: 'http://nope', TRUST_PROXY: 'nonsense' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message.split('\n').map((line) => line.split(':')[0])).toEqual([
      'PORT',
      'SMTP_URL',
      'TRUST_PROXY',
    ]);
  });

  it('reads TRUST_PROXY as true/false, a hop count, or a list of addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'FALSE' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 192.168.0.0/16,::1,fd00::/8 ' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
    ]);
  });

  it('refuses any other TRUST_PROXY with a line naming it, the wrong entry and an example', () => {
    for (const bad of [
      'nonsense',
      '10.0.0.1,proxy.internal',
      '10.0.0.0/33',
      '10.0.0.0/0',
      '::1/129',
      '1.2.3',
      ',',
      '101',
    ]) {
      const [line] = problems({ TRUST_PROXY: bad });
      expect(line, bad).toMatch(/^TRUST_PROXY: /);
      expect(line, bad).toContain('such as 1, or a comma list such as 10.0.0.5,192.168.0.0/16');
    }
    expect(problems({ TRUST_PROXY: '10.0.0.1,proxy.internal' })[0]).toContain(
      '"proxy.internal" is not an IP',
    );
  });

  it('hands Fastify only TRUST_PROXY values it accepts (Fastify would stop with "invalid IP address")', async () => {
    for (const value of [
      'true',
      '1',
      '10.0.0.5',
      '192.168.0.0/16,::1',
      'fd00::/8',
      'loopback,linklocal',
      '::ffff:10.0.0.1',
    ]) {
      const trustProxy = loadConfig({ TRUST_PROXY: value }).trustProxy;
      const app = Fastify({ trustProxy: typeof trustProxy === 'number' ? () => true : trustProxy });
      app.get('/', async (request) => ({ ip: request.ip }));
      const res = await app.inject({
        url: '/',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '1.2.3.4' },
      });
      expect(res.statusCode, value).toBe(200);
      await app.close();
    }
  });
});

describe('issue 16 settings', () => {
  it('reads the seller, the invoice prefix and the payment provider', () => {
    const c = loadConfig({ SHOP_GSTIN: '29aabct1332l1zz', INVOICE_PREFIX: 'BLR' });
    expect(c.seller).toMatchObject({ gstin: '29AABCT1332L1ZZ', demoGstin: false });
    expect(c.invoicePrefix).toBe('BLR');
    expect(c.paymentProvider).toBe('sandbox');
    expect(loadConfig({}).seller.demoGstin).toBe(true);
  });

  it('refuses a GSTIN of the wrong shape or naming no state, and an invoice prefix that would not fit', () => {
    expect(problems({ SHOP_GSTIN: '27AAACA1234A1Z' })[0]).toMatch(
      /^SHOP_GSTIN: must be a 15-character GSTIN/,
    );
    expect(problems({ SHOP_GSTIN: '99AAACA1234A1Z5' })[0]).toMatch(/^SHOP_GSTIN: 99 is not a GST state code/);
    expect(problems({ INVOICE_PREFIX: 'TOOLONG' })[0]).toMatch(/^INVOICE_PREFIX: /);
  });

  it('asks which provider takes payments when Stripe and Razorpay keys are both set', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      RAZORPAY_KEY_ID: 'rzp_test_abc',
      RAZORPAY_KEY_SECRET: 'secret-secret',
    };
    expect(problems(keys)[0]).toMatch(/^PAYMENT_PROVIDER: both Stripe and Razorpay keys are set/);
    expect(loadConfig({ ...keys, PAYMENT_PROVIDER: 'razorpay' }).paymentProvider).toBe('razorpay');
    expect(problems({ PAYMENT_PROVIDER: 'stripe' })[0]).toMatch(
      /^PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY/,
    );
    expect(problems({ RAZORPAY_KEY_ID: 'rzp_test_abc' })[0]).toMatch(
      /^RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/,
    );
  });
});
