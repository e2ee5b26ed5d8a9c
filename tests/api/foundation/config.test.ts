import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

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
  it('has the defaults of conventions.md', () => {
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

  it('makes the start-up message name the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration:\n {2}- PORT: /);
  });
});
