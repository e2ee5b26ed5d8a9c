/**
 * Guest checkout through HTTP (issue 17 item 2; docs/api/guest-checkout.md, docs/decisions/108): a guest sends
 * `email` and their bag and no token; the order has the e-mail and no user; the confirmation mail carries the
 * prefilled Track Order link; the guest's key opens the test payment page and the thank-you page's createOrder;
 * the orders join an account only once the address is proven (the sign-up mail's link, or an e-mail change).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { captureMail, type CapturedMail } from '#tests/helpers/mail-capture';
import { createUser } from '#tests/helpers/users';
import { createProduct, stockOf, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { PAY_CARD, VALID_ADDRESS } from '#tests/helpers/buying';
import { CHECKOUT_MESSAGES, CreateCheckoutReply } from '#domain/schemas/payments';
import { CreateOrderReply } from '#domain/schemas/orders';
import { JOIN_ORDERS_MESSAGES } from '#domain/order-constants';
import { orders, paymentSessions } from '#server/db/schema';

let n = 0;
const guestEmail = (tag = 'guest') => `${tag}-${Date.now()}-${n++}@example.in`;
/** Each checkout from its own client address, so the per-address limit never touches another test. */
const addr = () => `10.77.${Math.floor(n / 250)}.${n++ % 250}`;

describe('guest checkout', () => {
  let t: TestApp;
  let mail: CapturedMail;
  let ring: MadeProduct;
  let chain: MadeProduct;
  beforeAll(async () => {
    mail = captureMail();
    t = await createTestApp({ build: { mailer: mail }, env: { RATE_LIMITS: 'checkout:3/1h' } });
    ring = await createProduct(t.app, {
      title: 'Guest Solitaire Ring',
      variants: [
        {
          material: 'White Gold',
          purity: '18KT',
          sizes: ['6', '7'],
          pricePaise: 4_000_000,
          discountType: 'fixed',
          discountValue: 250_000, // ₹2,500 off: ₹37,500 a piece
          stock: 50,
        },
      ],
    });
    chain = await createProduct(t.app, {
      title: 'Guest Rope Chain',
      variants: [{ material: 'Yellow Gold', purity: '22KT', pricePaise: 1_999_950, stock: 50 }],
    });
  });
  afterAll(async () => t?.close());

  /** The bag as the web keeps it: the spec's cart lines, with whatever price the browser remembered. */
  const bag = () => [
    {
      productId: ring.id,
      variantId: ring.variants[0]!.id,
      quantity: 2,
      name: 'Cheap ring',
      variantDetails: { material: 'White Gold', purity: '18KT', selectedSize: '7', price: 1 },
    },
    { productId: chain.id, variantId: chain.variants[0]!.id, quantity: 1, variantDetails: { price: 0.01 } },
  ];

  const checkout = (payload: Record<string, unknown>, remoteAddress = addr()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout',
      payload: { paymentMethod: 'card', shippingAddress: VALID_ADDRESS, ...payload },
      remoteAddress,
    });

  const keyOf = (url: string) => new URL(url).searchParams.get('key')!;

  async function guestPays(email: string) {
    const res = await checkout({ email, products: bag() });
    expect(res.statusCode).toBe(200);
    const { id, url } = CreateCheckoutReply.parse(res.json());
    const key = keyOf(url);
    expect(url).toBe(`http://shop.test/payment-sandbox/${id}?key=${key}`);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${id}/complete?key=${key}`,
      payload: { outcome: 'paid', ...PAY_CARD },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirectUrl).toBe(`/payment-success?session_id=${id}&key=${key}`);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/order/createOrder',
      payload: { stripeSessionId: id, guestKey: key },
    });
    expect(made.statusCode).toBe(200);
    return { id, key, reply: CreateOrderReply.parse(made.json()) };
  }

  it('refuses a guest without a usable e-mail or bag with a clear 400 naming the field', async () => {
    let res = await checkout({ email: '', products: bag() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: CHECKOUT_MESSAGES.guestEmailRequired,
      errors: [{ path: 'email', message: CHECKOUT_MESSAGES.guestEmailRequired }],
    });
    res = await checkout({ email: 'not-an-address', products: bag() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: CHECKOUT_MESSAGES.guestEmailInvalid,
      errors: [{ path: 'email' }],
    });
    res = await checkout({ email: guestEmail(), products: [{ variantId: 'nope', quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CHECKOUT_MESSAGES.guestLines);
    expect(res.json().errors[0].path).toMatch(/^products\.0/);
    res = await checkout({ email: guestEmail(), products: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CHECKOUT_MESSAGES.emptyCart);
    // A bad address is refused as for a signed-in shopper.
    res = await checkout({
      email: guestEmail(),
      products: bag(),
      shippingAddress: { ...VALID_ADDRESS, zipCode: '12' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('shippingAddress.zipCode');
    // Neither a token nor an e-mail: a sign-in is what is missing, as before.
    res = await checkout({ products: bag() });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a line over the stock, pointing at it', async () => {
    const res = await checkout({
      email: guestEmail(),
      products: [{ variantId: chain.variants[0]!.id, quantity: 51 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].path).toBe('products.0');
  });

  it('prices the bag from the catalogue; the order has the e-mail and no user; the mail carries the tracking link', async () => {
    const email = guestEmail();
    const before = await stockOf(t.app, chain.variants[0]!.id);
    const { id, key, reply } = await guestPays(email);

    const [session] = await t.app.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, id));
    expect(session).toMatchObject({
      userId: null,
      customerEmail: email,
      amountPaise: 2 * 3_750_000 + 1_999_950,
    });
    expect(session!.lines.map((l) => [l.name, l.selectedSize, l.unitPricePaise])).toEqual([
      ['Guest Solitaire Ring', '7', 3_750_000],
      ['Guest Rope Chain', '', 1_999_950],
    ]);

    expect(reply).toMatchObject({ customerEmail: email, guest: true });
    expect(reply.order.totalAmount).toBe(94_999.5);
    expect(reply.order.cartItems.map((l) => [l.nameAtPurchase, l.quantity, l.priceAtPurchase])).toEqual([
      ['Guest Solitaire Ring', 2, 37_500],
      ['Guest Rope Chain', 1, 19_999.5],
    ]);
    expect(reply.order.shippingAddress.city).toBe('Mumbai');
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, reply.order._id));
    expect(row).toMatchObject({ userId: null, customerEmail: email });
    expect(await stockOf(t.app, chain.variants[0]!.id)).toBe(before - 1);

    const confirmation = await mail.waitFor(email, /is confirmed/);
    const track = `http://shop.test/track-order?number=${reply.order.orderNumber}&email=${encodeURIComponent(email)}`;
    expect(confirmation.text).toContain(track);
    expect(confirmation.html).toContain(track.replace(/&/g, '&amp;'));
    expect(confirmation.text).not.toContain('/profile?tab=orders');

    // The thank-you page reloaded: the same order, again only with the key.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/order/createOrder',
      payload: { stripeSessionId: id, guestKey: key },
    });
    expect(again.json()).toMatchObject({ created: false, order: { _id: reply.order._id } });
    // Track Order finds it with the number and the e-mail.
    const tracked = await t.app.inject({
      url: `/api/order/track?orderId=${reply.order.orderNumber}&email=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(tracked.statusCode).toBe(200);
  });

  it("opens the guest's session only with its key: a wrong key, no key or another shopper's token is refused", async () => {
    const res = await checkout({ email: guestEmail(), products: bag() });
    const { id, url } = CreateCheckoutReply.parse(res.json());
    const key = keyOf(url);
    const wrong = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.app.inject({ url: `/api/payment/sandbox/${id}?key=${wrong}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/payment/sandbox/${id}` })).statusCode).toBe(401);
    const other = await createUser(t.app);
    expect(
      (await t.app.inject({ url: `/api/payment/sandbox/${id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    const page = await t.app.inject({ url: `/api/payment/sandbox/${id}?key=${key}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().session.customerEmail).toMatch(/^guest-/);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/order/createOrder',
      payload: { stripeSessionId: id, guestKey: wrong },
    });
    expect(order.statusCode).toBe(404);
    // A key never opens an account's session.
    const shopper = await createUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/addToCart',
      headers: shopper.headers,
      payload: {
        productId: chain.id,
        variantId: chain.variants[0]!.id,
        quantity: 1,
        variantDetails: { price: 1 },
      },
    });
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout',
      headers: shopper.headers,
      payload: { shippingAddress: VALID_ADDRESS },
    });
    const ownId = CreateCheckoutReply.parse(own.json()).id;
    expect(new URL(own.json().url).search).toBe('');
    expect((await t.app.inject({ url: `/api/payment/sandbox/${ownId}?key=${key}` })).statusCode).toBe(404);
  });

  it('keeps one open checkout per guest e-mail, and limits checkouts per e-mail', async () => {
    const email = guestEmail();
    const first = CreateCheckoutReply.parse((await checkout({ email, products: bag() })).json());
    const second = CreateCheckoutReply.parse(
      (await checkout({ email: email.toUpperCase(), products: bag() })).json(),
    );
    const statuses = await t.app.db
      .select({ id: paymentSessions.providerSessionId, status: paymentSessions.status })
      .from(paymentSessions)
      .where(eq(paymentSessions.customerEmail, email));
    expect(statuses.find((s) => s.id === first.id)?.status).toBe('expired');
    const open = await t.app.db
      .select({ status: paymentSessions.status })
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, second.id));
    expect(open[0]?.status).toBe('open');
    // A guest's own hold never blocks their next checkout: 50 in stock, this bag again is fine (done above).
    expect((await checkout({ email, products: bag() })).statusCode).toBe(200);
    const limited = await checkout({ email, products: bag() });
    expect(limited.statusCode).toBe(429);
  });

  it('joins the orders to an account signed up with that e-mail only after its link is followed; another e-mail does not', async () => {
    const email = guestEmail('joiner');
    const { reply } = await guestPays(email);
    const other = guestEmail('bystander');
    const { reply: otherReply } = await guestPays(other);

    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-user',
      payload: {
        name: 'Kavya Rao',
        phone: '+91 98200 11224',
        email: email.toUpperCase(),
        password: 'emerald-cut-9',
      },
      remoteAddress: addr(),
    });
    expect(signUp.statusCode).toBe(201);
    const userId = signUp.json().user._id as string;
    const ownerOf = async (orderId: string) =>
      (await t.app.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)))[0]!
        .userId;
    // Signing up proves nothing: the order is still a guest's until the link is followed.
    expect(await ownerOf(reply.order._id)).toBeNull();
    const invite = await mail.waitFor(email.toUpperCase(), /Add your earlier/);
    expect(invite.text).toContain(`#${reply.order.orderNumber}`);
    const token = /\/join-orders\/([A-Za-z0-9._-]+)/.exec(invite.text)?.[1];
    expect(token).toBeDefined();

    // A forged or altered token does nothing.
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/auth/join-orders/${token!.slice(0, -2)}xx`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(JOIN_ORDERS_MESSAGES.invalid);
    expect(await ownerOf(reply.order._id)).toBeNull();

    const joined = await t.app.inject({ method: 'POST', url: `/api/auth/join-orders/${token}` });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ joined: 1, message: JOIN_ORDERS_MESSAGES.joined(1) });
    expect(await ownerOf(reply.order._id)).toBe(userId);
    expect(await ownerOf(otherReply.order._id)).toBeNull();
    // Following it again is harmless.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/auth/join-orders/${token}` })).json().joined,
    ).toBe(0);

    // The account's orders now list it.
    const mine = await t.app.inject({
      url: '/api/order/my-orders',
      headers: { authorization: `Bearer ${signUp.json().token}` },
    });
    expect(mine.json().orders.map((o: { _id: string }) => o._id)).toEqual([reply.order._id]);
  });

  it('joins the guest orders of an address an account proves by an e-mail change', async () => {
    const email = guestEmail('changer');
    const { reply } = await guestPays(email);
    const u = await createUser(t.app);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/update-detail',
      headers: u.headers,
      payload: { name: u.name, mobile: '', email, currentPassword: u.password },
      remoteAddress: addr(),
    });
    expect(change.statusCode).toBe(200);
    const ownerOf = async () =>
      (
        await t.app.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, reply.order._id))
      )[0]!.userId;
    expect(await ownerOf()).toBeNull();
    const link = await mail.waitFor(email, /Confirm your new email address/);
    const token = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(link.text)![1];
    const ok = await t.app.inject({ method: 'POST', url: `/api/auth/confirm-email/${token}` });
    expect(ok.statusCode).toBe(200);
    expect(await ownerOf()).toBe(u.id);
  });

  it('sends no join mail to a new account whose address has no guest orders', async () => {
    const email = guestEmail('fresh');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-user',
      payload: { name: 'Ira Shah', phone: '+91 98200 11225', email, password: 'emerald-cut-9' },
      remoteAddress: addr(),
    });
    expect(res.statusCode).toBe(201);
    await mail.waitFor(email, /Welcome/);
    expect(mail.to(email).some((m) => /Add your earlier/.test(m.subject))).toBe(false);
  });
});
