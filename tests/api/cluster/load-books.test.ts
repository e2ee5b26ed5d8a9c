/**
 * The load bench's book check (bench/load/books.ts) must catch what it claims to: a real order through the API
 * balances; a piece of stock gone missing, or a paid session without its order, makes it fail.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { createThrowawayDatabase, type ThrowawayDatabase } from '#tests/helpers/throwaway-db';
import { checkBooks, readStock, type StartStock } from '#bench/load/books';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { createUser } from '#tests/helpers/users';
import { addToCart, completeSandbox, createCheckout } from '#tests/helpers/buying';
import { PG_SERVER_URL, postgresReachable } from './cluster-helpers';

const pgUp = await postgresReachable();
if (!pgUp) console.warn(`load-bench book tests skipped: no PostgreSQL at ${PG_SERVER_URL}`);

describe.skipIf(!pgUp)('the load bench’s books', () => {
  let db: ThrowawayDatabase;
  let dataDir: string;
  let app: FastifyInstance;
  let piece: MadeProduct;
  let start: StartStock;
  const sql = async (text: string) => {
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      return await c.query(text);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    db = await createThrowawayDatabase(PG_SERVER_URL, 'aurelia_t_books_');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-books-'));
    app = await buildApp(
      loadConfig({
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        JWT_SECRET: 'books-test-secret-that-is-long-enough-for-hs256',
      }),
      { seedImages: false },
    );
    piece = await createProduct(app, { variants: [{ stock: 10, pricePaise: 500_000 }, { stock: 3 }] });
    start = await readStock(db.url);
    const user = await createUser(app);
    await addToCart(app, user, { productId: piece.id, variantId: piece.variants[0]!.id, quantity: 2 });
    const { id } = (await createCheckout(app, user)).json() as { id: string };
    expect((await completeSandbox(app, user, id)).json()).toMatchObject({ outcome: 'paid' });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('balance after a real order: one paid session, one order, stock 10 − 2', async () => {
    const books = await checkBooks(db.url, start);
    expect(books.lines.filter((l) => l.startsWith('FAIL'))).toEqual([]);
    expect(books).toMatchObject({ ok: true, orders: 1, paidSessions: 1 });
  });

  it('fail when a piece of stock goes missing', async () => {
    await sql(`update variants set stock = stock - 1 where id = '${piece.variants[1]!.id}'`);
    const books = await checkBooks(db.url, start);
    expect(books.ok).toBe(false);
    expect(books.lines.find((l) => l.includes('start − ordered'))).toMatch(/^FAIL.*1 wrong/);
    await sql(`update variants set stock = stock + 1 where id = '${piece.variants[1]!.id}'`);
    expect((await checkBooks(db.url, start)).ok).toBe(true);
  });

  it('fail when a paid session has no order', async () => {
    const user = await createUser(app);
    await addToCart(app, user, { productId: piece.id, variantId: piece.variants[1]!.id });
    const { id } = (await createCheckout(app, user)).json() as { id: string };
    await sql(`update payment_sessions set status = 'paid' where provider_session_id = '${id}'`);
    const books = await checkBooks(db.url, start);
    expect(books.ok).toBe(false);
    expect(books.lines[0]).toBe('FAIL  paid payment sessions (2) = orders (1)');
    expect(books.lines[1]).toBe('FAIL  paid sessions without an order: 1');
  });
});
