/**
 * PUT /api/order/{id}/huids (docs/decisions/095, docs/api/admin.md): the admin records each piece's BIS hallmark
 * id when packing. Six letters or digits, upper-cased; at most one per piece; never twice in one order. Refusals
 * change nothing; the shopper sees the HUIDs in their orders and in Track Order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUID_MESSAGES } from '#domain/hallmarks';
import { AdminOrdersReply, OrderHuidsReply, type AdminOrderDto } from '#domain/schemas/admin-orders';
import { MyOrdersReply, TrackReply, type OrderDto } from '#domain/schemas/orders';
import { createProduct } from '#tests/helpers/catalog-fixtures';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { buy } from '../orders/invoice-helpers';

describe('recording HUIDs', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  let order: OrderDto;
  /** Line ids of the order: [a pair of earrings ×2, a ring ×1]. */
  let pair: string;
  let ring: string;

  const put = (payload: unknown, id = order._id, user: TestUser | null = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/order/${id}/huids`,
      headers: user?.headers ?? {},
      payload: payload as object,
    });

  async function adminOrder(): Promise<AdminOrderDto> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/order/getallorders?q=${order.orderNumber}`,
      headers: admin.headers,
    });
    return AdminOrdersReply.parse(res.json()).orders[0]!;
  }
  const huidsOf = async () => (await adminOrder()).cartItems.map((l) => l.huids);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    shopper = await createUser(t.app);
    const studs = await createProduct(t.app, { title: 'Diamond Studs', variants: [{ stock: 5 }] });
    const band = await createProduct(t.app, { title: 'Gold Band', variants: [{ stock: 5 }] });
    order = await buy(t.app, shopper, [
      { productId: studs.id, variantId: studs.variants[0]!.id, quantity: 2 },
      { productId: band.id, variantId: band.variants[0]!.id },
    ]);
    const lines = (await adminOrder()).cartItems;
    pair = lines[0]!._id;
    ring = lines[1]!._id;
  });
  afterAll(async () => t?.close());

  it('records one HUID per piece, trimmed and upper-cased, and answers the order', async () => {
    const res = await put({ lines: { [pair]: [' ab12c3 ', 'XY34Z5'], [ring]: ['r1ng01'] } });
    expect(res.statusCode, res.body).toBe(200);
    const reply = OrderHuidsReply.parse(res.json());
    expect(reply.message).toBe(`Hallmarks saved for order #${order.orderNumber}.`);
    expect(reply.order.cartItems.map((l) => l.huids)).toEqual([['AB12C3', 'XY34Z5'], ['R1NG01']]);
  });

  it('shows them to the shopper: order history and Track Order', async () => {
    const mine = MyOrdersReply.parse(
      (await t.app.inject({ method: 'GET', url: '/api/order/my-orders', headers: shopper.headers })).json(),
    );
    expect(mine.orders[0]!.cartItems.map((l) => l.huids)).toEqual([['AB12C3', 'XY34Z5'], ['R1NG01']]);
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/order/track?orderId=${order.orderNumber}&email=${encodeURIComponent(shopper.email)}`,
    });
    expect(TrackReply.parse(tracked.json()).order.items.map((l) => l.huids)).toEqual([
      ['AB12C3', 'XY34Z5'],
      ['R1NG01'],
    ]);
  });

  it('replaces only the lines named; an empty list clears a line; blank entries are pieces still to mark', async () => {
    expect((await put({ lines: { [ring]: [] } })).statusCode).toBe(200);
    expect(await huidsOf()).toEqual([['AB12C3', 'XY34Z5'], []]);
    expect((await put({ lines: { [pair]: ['AB12C3', '  '] } })).statusCode).toBe(200);
    expect(await huidsOf()).toEqual([['AB12C3'], []]);
  });

  it.each([
    ['five characters', ['AB12C'], `lines.PAIR.0`],
    ['seven characters', ['AB12C34'], `lines.PAIR.0`],
    ['a dash', ['AB-12C'], `lines.PAIR.0`],
    ['a second bad one', ['AB12C3', 'X Y 3 4'], `lines.PAIR.1`],
    ['not text', [123456], `lines.PAIR.0`],
  ])('refuses a HUID with %s (400, nothing changed)', async (_case, huids, path) => {
    const before = await huidsOf();
    const res = await put({ lines: { [pair]: huids } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(HUID_MESSAGES.format);
    expect(res.json().errors[0].path).toBe(path.replace('PAIR', pair));
    expect(await huidsOf()).toEqual(before);
  });

  it('refuses more HUIDs than the line has pieces', async () => {
    const before = await huidsOf();
    const one = await put({ lines: { [ring]: ['AAAAAA', 'BBBBBB'] } });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({
      message: 'This line is one piece: give at most one HUID.',
      errors: [{ path: `lines.${ring}` }],
    });
    const two = await put({ lines: { [pair]: ['AAAAAA', 'BBBBBB', 'CCCCCC'] } });
    expect(two.json().message).toBe('This line is 2 pieces: give at most 2 HUIDs.');
    expect(await huidsOf()).toEqual(before);
  });

  it('refuses a HUID twice in the order: in one line, across lines, or against one already recorded', async () => {
    const before = await huidsOf(); // [['AB12C3'], []]
    const sameLine = await put({ lines: { [pair]: ['CCCCCC', 'cccccc'] } });
    expect(sameLine.statusCode).toBe(400);
    expect(sameLine.json()).toMatchObject({
      message: HUID_MESSAGES.duplicate('CCCCCC'),
      errors: [{ path: `lines.${pair}.1` }],
    });
    const recorded = await put({ lines: { [ring]: ['AB12C3'] } });
    expect(recorded.json()).toMatchObject({
      message: HUID_MESSAGES.duplicate('AB12C3'),
      errors: [{ path: `lines.${ring}.0` }],
    });
    expect((await put({ lines: { [pair]: ['DDDDDD'], [ring]: ['DDDDDD'] } })).statusCode).toBe(400);
    expect(await huidsOf()).toEqual(before);
    // Moving a HUID from one line to another in one call is fine.
    expect((await put({ lines: { [pair]: [], [ring]: ['AB12C3'] } })).statusCode).toBe(200);
    expect(await huidsOf()).toEqual([[], ['AB12C3']]);
  });

  it('allows a HUID another order has (a returned piece sold again)', async () => {
    const piece = await createProduct(t.app);
    const other = await buy(t.app, shopper, [{ productId: piece.id, variantId: piece.variants[0]!.id }]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/order/getallorders?q=${other.orderNumber}`,
      headers: admin.headers,
    });
    const lineId = AdminOrdersReply.parse(res.json()).orders[0]!.cartItems[0]!._id;
    expect((await put({ lines: { [lineId]: ['AB12C3'] } }, other._id)).statusCode).toBe(200);
  });

  it('refuses lines of another order, an empty or missing list, and answers 404 for an unknown order', async () => {
    const stranger = await put({ lines: { '00000000-0000-4000-8000-000000000000': ['EEEEEE'] } });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(HUID_MESSAGES.unknownLine);
    expect((await put({ lines: { 'not-a-line': ['EEEEEE'] } })).json().message).toBe(
      HUID_MESSAGES.unknownLine,
    );
    for (const payload of [{ lines: {} }, {}, { lines: [] }, { lines: 'AB12C3' }]) {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(HUID_MESSAGES.noLines);
    }
    const unknown = await put({ lines: { [ring]: ['EEEEEE'] } }, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order not found.');
  });

  it('is for admins only: 403 for a shopper, even the order’s owner; 401 for a guest', async () => {
    expect((await put({ lines: { [ring]: ['FFFFFF'] } }, order._id, shopper)).statusCode).toBe(403);
    expect((await put({ lines: { [ring]: ['FFFFFF'] } }, order._id, null)).statusCode).toBe(401);
    expect(await huidsOf()).toEqual([[], ['AB12C3']]);
  });
});
