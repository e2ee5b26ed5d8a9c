/**
 * Hostile bodies on a real order for every after-sale call (docs/decisions/097): each answers 400 with the API's
 * error shape — never 500 — and leaves the order, its refunds, its timeline and the stock as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf } from '#tests/helpers/catalog-fixtures';
import {
  adminCall,
  adminOrder,
  buy,
  eventsOf,
  refundsOf,
  setupAfterSale,
  FULFIL,
  type AfterSaleContext,
} from './after-sale-helpers';

/** Values no text, amount, choice or flag field takes. */
const NOT_TEXT: unknown[] = [null, true, 0, -1, [], ['x'], {}, { $gt: '' }, 'x'.repeat(5000)];
const NOT_AMOUNT: unknown[] = [null, true, -1, 0, '1e309', 'abc', [], [10], {}, { $gt: 0 }, '1,000', 10.001];
const NOT_FLAG: unknown[] = [null, 0, 1, 'yes', [], {}, 'TRUE '];

describe('after-sale calls under hostile input', () => {
  let ctx: AfterSaleContext;
  beforeAll(async () => {
    ctx = await setupAfterSale();
  });
  afterAll(async () => ctx?.t.close());

  it('answers 400 (never 500) and changes nothing', async () => {
    const { order } = await buy(ctx);
    const stock = await stockOf(ctx.app, ctx.piece.variants[0]!.id);
    const events = (await eventsOf(ctx, order._id)).length;
    const calls: Array<['PUT' | 'POST', string, unknown[], (v: unknown) => Record<string, unknown>]> = [
      ['PUT', 'fulfil', NOT_TEXT, (v) => ({ ...FULFIL, carrier: v })],
      ['PUT', 'fulfil', NOT_TEXT, (v) => ({ ...FULFIL, trackingNumber: v })],
      [
        'PUT',
        'fulfil',
        [...NOT_TEXT, 'javascript:alert(1)', 'data:text/html,x', '//evil.example'],
        (v) => ({
          ...FULFIL,
          trackingUrl: v,
        }),
      ],
      [
        'PUT',
        'fulfil',
        [null, true, 'x', ['AB12C3'], { [order._id]: ['AB12C3'] }],
        (v) => ({ ...FULFIL, huids: v }),
      ],
      ['POST', 'cancel', NOT_TEXT, (v) => ({ reason: v, refund: 'full' })],
      ['POST', 'cancel', NOT_AMOUNT.filter((v) => v !== null), (v) => ({ reason: 'x', refund: v })],
      ['POST', 'cancel', NOT_FLAG, (v) => ({ reason: 'x', refund: 'full', restock: v })],
      ['POST', 'refund', NOT_AMOUNT, (v) => ({ amount: v })],
      ['POST', 'refund', [true, 0, [], {}, 'x'.repeat(501)], (v) => ({ amount: 10, reason: v })],
      ['POST', 'notes', NOT_TEXT, (v) => ({ text: v })],
      ['PUT', 'status', [...NOT_TEXT, 'placed', 'Lost'], (v) => ({ status: v })],
      ['PUT', 'status', NOT_FLAG, (v) => ({ status: 'Processing', confirm: v })],
      ['PUT', 'status', NOT_TEXT, (v) => ({ status: 'Cancelled', confirm: true, reason: v, refund: 'none' })],
    ];
    for (const [method, path, values, body] of calls) {
      for (const value of values) {
        const payload = body(value);
        const res = await adminCall(ctx, method, `/api/order/${order._id}/${path}`, payload);
        const label = `${method} ${path} ${JSON.stringify(payload).slice(0, 120)}`;
        expect(res.statusCode, label).toBe(400);
        expect(res.json(), label).toMatchObject({ success: false, message: expect.any(String) });
      }
    }
    expect(await adminOrder(ctx, order.orderNumber)).toMatchObject({
      status: 'Placed',
      refundedAmount: 0,
      carrier: null,
      cancelledAt: null,
    });
    expect(await refundsOf(ctx, order._id)).toHaveLength(0);
    expect(await stockOf(ctx.app, ctx.piece.variants[0]!.id)).toBe(stock);
    expect(await eventsOf(ctx, order._id)).toHaveLength(events);
  });
});
