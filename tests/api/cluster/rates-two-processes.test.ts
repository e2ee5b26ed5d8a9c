/**
 * Two shop processes on one PostgreSQL (issue 16 item 3): a metal rate set through one is served by the other
 * within a second — its rates, and the prices and breakups of every rate-linked piece of that rate — because the
 * rate change drops every process's catalogue caches through LISTEN/NOTIFY (docs/decisions/092, 012).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '#bench/lib/child-server';
import { createThrowawayDatabase, type ThrowawayDatabase } from '#tests/helpers/throwaway-db';
import { PG_SERVER_URL, postgresReachable, request } from './cluster-helpers';
import { ProductReply, type ProductDto } from '#domain/schemas/catalog';
import { RatesReply } from '#domain/schemas/rates';
import { ratePricePaise } from '#domain/pricing';
import { rupeesToPaise } from '#domain/money';

const ADMIN = { email: 'rates-admin@example.com', password: 'rates admin password' };
/** A demo piece whose first variant is 22KT gold, and another in 18KT only. */
const GOLD_22 = 'saptapadi-milgrain-band';
const GOLD_18 = 'classic-comfort-fit-band';
const NEW_22KT = 12_500;

const pgUp = await postgresReachable();
if (!pgUp)
  console.warn(`two-process rate test skipped: no PostgreSQL at ${PG_SERVER_URL} (set TEST_DATABASE_URL)`);

describe.skipIf(!pgUp)('a rate set on one process is served by another within a second', () => {
  let db: ThrowawayDatabase;
  let a: ChildServer;
  let b: ChildServer;
  const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' };

  beforeAll(async () => {
    db = await createThrowawayDatabase(PG_SERVER_URL, 'aurelia_t_rates_');
    // One after the other: the first prepares the database (migrations, demo catalogue), the second finds it ready.
    a = await startChildServer({ kind: 'single', databaseUrl: db.url, env });
    b = await startChildServer({ kind: 'single', databaseUrl: db.url, env });
  }, 200_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await db?.drop();
  }, 60_000);

  const product = async (server: ChildServer, slug: string): Promise<ProductDto> => {
    const res = await request(server.url, 'GET', `/api/product/get-product/${slug}`);
    expect(res.status).toBe(200);
    return ProductReply.parse(res.body).product;
  };
  const rate22 = async (server: ChildServer) =>
    RatesReply.parse((await request(server.url, 'GET', '/api/rates')).body).rates.find(
      (r) => r.purity === '22KT',
    )!.ratePerGram;

  it('serves the new 22KT rate and prices from the other process within 1 s', async () => {
    // Both processes have the rates and both pieces cached at the demo rate.
    for (const server of [a, b]) {
      expect(await rate22(server)).toBe(11780);
      await product(server, GOLD_22);
      await product(server, GOLD_18);
    }
    const before22 = (await product(b, GOLD_22)).variants[0]!;
    const before18 = (await product(b, GOLD_18)).variants[0]!;
    expect(before22).toMatchObject({ purity: '22KT', pricing: { mode: 'rate' } });
    expect(before18.purity).toBe('18KT');
    const recipe = {
      weightGrams: before22.weight,
      making: {
        type: before22.pricing.makingCharge.type,
        value: rupeesToPaise(before22.pricing.makingCharge.value),
      },
      stoneValuePaise: rupeesToPaise(before22.pricing.stoneValue),
    };
    const expected = ratePricePaise(recipe, rupeesToPaise(NEW_22KT)) / 100;
    expect(expected).not.toBe(before22.price);

    const login = await request(a.url, 'POST', '/api/auth/login-user', { json: ADMIN });
    expect(login.status).toBe(200);
    const put = await request(a.url, 'PUT', '/api/admin/rates', {
      token: String(login.body.token),
      json: { rates: [{ metal: 'gold', purity: '22KT', ratePerGram: NEW_22KT }] },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const changedAt = Date.now();

    // The other process: within a second, the rate, the price and its breakup at the new rate.
    let seen: { rate: number; price: number } | undefined;
    while (Date.now() - changedAt < 1000) {
      const variant = (await product(b, GOLD_22)).variants[0]!;
      seen = { rate: await rate22(b), price: variant.price };
      if (seen.price === expected && seen.rate === NEW_22KT) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(Date.now() - changedAt).toBeLessThan(1000 + 100);
    expect(seen).toEqual({ rate: NEW_22KT, price: expected });
    const after = (await product(b, GOLD_22)).variants[0]!;
    expect(after.priceBreakup).toMatchObject({ ratePerGram: NEW_22KT });
    // The 18KT piece did not move; the process that made the change agrees.
    expect((await product(b, GOLD_18)).variants[0]!.price).toBe(before18.price);
    expect((await product(a, GOLD_22)).variants[0]!.price).toBe(expected);
  });
});
