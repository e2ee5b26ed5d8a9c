/**
 * GET /api/order/{id}/invoice (docs/decisions/093): the GST tax invoice as a PDF, read back with pdftotext —
 * seller, GSTIN, buyer, place of supply, HSN 7113, weights, HUIDs, CGST + SGST within Maharashtra (the demo
 * GSTIN's state) and IGST to Karnataka, discounts, the total in figures and in words — and who may download it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MyOrdersReply, type OrderDto } from '#domain/schemas/orders';
import { orders } from '#server/db/schema';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { captureMail, type CapturedMail } from '#tests/helpers/mail-capture';
import { pdfText } from '#tests/helpers/pdf-text';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { KARNATAKA_ADDRESS, buy, getInvoice, setWeight } from './invoice-helpers';

/** One line of the laid-out text, with its runs of spaces made single. */
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('tax invoice PDF', () => {
  let t: TestApp;
  let mail: CapturedMail;
  let necklace: MadeProduct;
  let chain: MadeProduct;
  let shopper: TestUser;
  let admin: TestUser;
  let local: OrderDto;
  let interstate: OrderDto;

  beforeAll(async () => {
    mail = captureMail();
    t = await createTestApp({ build: { mailer: mail } });
    necklace = await createProduct(t.app, {
      title: 'Temple Necklace',
      variants: [{ material: 'Yellow Gold', purity: '22KT', pricePaise: 12_500_000, stock: 10 }],
    });
    // ₹20,000 less 10%: ₹18,000 paid.
    chain = await createProduct(t.app, {
      title: 'Rope Chain',
      variants: [
        {
          material: 'Rose Gold',
          purity: '18KT',
          pricePaise: 2_000_000,
          discountType: 'percentage',
          discountValue: 1000,
          stock: 10,
        },
      ],
    });
    await setWeight(t.app, necklace.variants[0]!.id, 24.35);
    await setWeight(t.app, chain.variants[0]!.id, 6.1);
    shopper = await createUser(t.app, { name: 'Asha Menon' });
    admin = await createUser(t.app, { role: 'admin' });
    local = await buy(t.app, shopper, [{ productId: necklace.id, variantId: necklace.variants[0]!.id }]);
    interstate = await buy(
      t.app,
      shopper,
      [
        { productId: necklace.id, variantId: necklace.variants[0]!.id },
        { productId: chain.id, variantId: chain.variants[0]!.id, quantity: 2 },
      ],
      KARNATAKA_ADDRESS,
    );
  });
  afterAll(async () => t?.close());

  it('is a PDF download named after the invoice number, for the order’s owner', async () => {
    const res = await getInvoice(t.app, local._id, shopper);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const fileName = `Invoice-${local.invoiceNumber!.replaceAll('/', '-')}.pdf`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('within the shop’s state: seller, demo GSTIN, buyer, place of supply, HSN, weight, CGST + SGST, total in words', async () => {
    const text = squeeze(await pdfText((await getInvoice(t.app, local._id, shopper)).rawPayload));
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Aurelia Fine Jewellery Pvt. Ltd.');
    expect(text).toContain('GSTIN: 27AAACA1234A1Z5 (demo GSTIN — not valid for tax)');
    expect(text).toMatch(new RegExp(`Invoice number ${local.invoiceNumber!.replaceAll('/', '\\/')}`));
    expect(text).toContain(`Order number #${local.orderNumber}`);
    expect(text).toContain('Place of supply Maharashtra (27)');
    // The buyer, as the address was given.
    for (const line of ['Asha Menon', '12, Marine Drive', 'Flat 4B', 'Mumbai, Maharashtra 400002']) {
      expect(text).toContain(line);
    }
    // # Description HSN Purity Weight Qty Unit price Taxable value.
    expect(text).toMatch(/1 Temple Necklace 7113 22KT 24\.35 1 ₹1,25,000\.00 ₹1,21,359\.22/);
    expect(text).toContain('Yellow Gold · 22KT');
    // 1,25,000 / 1.03 = 1,21,359.22; 1.5% of it each = 1,820.39; nothing left to round.
    expect(text).toMatch(/Taxable value ₹1,21,359\.22/);
    expect(text).toMatch(/CGST @ 1\.5% ₹1,820\.39/);
    expect(text).toMatch(/SGST @ 1\.5% ₹1,820\.39/);
    expect(text).toMatch(/Round off ₹0\.00/);
    expect(text).not.toContain('IGST');
    expect(text).toMatch(/Total \(incl\. GST\) ₹1,25,000\.00/);
    expect(text).toContain('Rupees One Lakh Twenty-Five Thousand Only');
  });

  it('across states: IGST 3%, the discount, every line’s weight and the total in words', async () => {
    const text = squeeze(await pdfText((await getInvoice(t.app, interstate._id, shopper)).rawPayload));
    expect(text).toContain('Place of supply Karnataka (29)');
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain('Bengaluru, Karnataka 560001');
    expect(text).toMatch(/1 Temple Necklace 7113 22KT 24\.35 1 ₹1,25,000\.00 ₹1,21,359\.22/);
    // Two chains of 6.10 g at ₹18,000: 36,000 / 1.03 = 34,951.46.
    expect(text).toMatch(/2 Rope Chain 7113 18KT 12\.20 2 ₹18,000\.00 ₹34,951\.46/);
    // Before the 10% off: 40,000 / 1.03 = 38,834.95, so 3,883.49 was taken off before GST.
    expect(text).toContain('Discount ₹3,883.49 (before GST)');
    expect(text).toMatch(/Value before discount ₹1,60,194\.17/);
    expect(text).toMatch(/Less discount −₹3,883\.49/);
    expect(text).toMatch(/Taxable value ₹1,56,310\.68/);
    expect(text).toMatch(/IGST @ 3% ₹4,689\.32/);
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    expect(text).toMatch(/Round off ₹0\.00/);
    expect(text).toMatch(/Total \(incl\. GST\) ₹1,61,000\.00/);
    expect(text).toContain('Rupees One Lakh Sixty-One Thousand Only');
  });

  it('prints the HUIDs recorded after the order was placed', async () => {
    const line = interstate.cartItems[1]!;
    const adminOrder = await t.app.inject({
      method: 'GET',
      url: `/api/order/getallorders?q=${interstate.orderNumber}`,
      headers: admin.headers,
    });
    const lineId = adminOrder
      .json()
      .orders[0].cartItems.find((l: { variantId: string }) => l.variantId === line.variantId)._id;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/order/${interstate._id}/huids`,
      headers: admin.headers,
      payload: { lines: { [lineId]: ['hu1d01', 'HU1D02'] } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const text = squeeze(await pdfText((await getInvoice(t.app, interstate._id, shopper)).rawPayload));
    expect(text).toContain('HUID: HU1D01, HU1D02');
  });

  it('downloads for an admin; 404 for another shopper, an unknown id or an order without an invoice; 401 for a guest', async () => {
    expect((await getInvoice(t.app, local._id, admin)).statusCode).toBe(200);

    const other = await getInvoice(t.app, local._id, await createUser(t.app));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, message: 'Invoice not found.' });
    expect((await getInvoice(t.app, '00000000-0000-4000-8000-000000000000', shopper)).statusCode).toBe(404);
    expect((await getInvoice(t.app, 'not-an-id', admin)).statusCode).toBe(404);

    const guest = await getInvoice(t.app, local._id);
    expect(guest.statusCode).toBe(401);

    // An order placed before invoices existed has none: 404 for its owner too, and the order says so.
    await t.app.db
      .update(orders)
      .set({ invoiceNumber: null, invoiceDate: null })
      .where(eq(orders.id, local._id));
    try {
      expect((await getInvoice(t.app, local._id, shopper)).statusCode).toBe(404);
      expect((await getInvoice(t.app, local._id, admin)).statusCode).toBe(404);
      const mine = MyOrdersReply.parse(
        (await t.app.inject({ method: 'GET', url: '/api/order/my-orders', headers: shopper.headers })).json(),
      );
      expect(mine.orders.find((o) => o._id === local._id)).toMatchObject({
        invoiceNumber: null,
        invoiceDate: null,
      });
    } finally {
      await t.app.db
        .update(orders)
        .set({ invoiceNumber: local.invoiceNumber, invoiceDate: new Date(local.invoiceDate!) })
        .where(eq(orders.id, local._id));
    }
  });

  it('is attached to the shopper’s confirmation e-mail, which names and links it', async () => {
    const message = await mail.waitFor(shopper.email, new RegExp(`#${interstate.orderNumber} is confirmed`));
    expect(message.attachments).toHaveLength(1);
    const [attachment] = message.attachments!;
    expect(attachment!.filename).toBe(`Invoice-${interstate.invoiceNumber!.replaceAll('/', '-')}.pdf`);
    expect(attachment!.contentType).toBe('application/pdf');
    const text = squeeze(await pdfText(attachment!.content));
    expect(text).toContain(`Invoice number ${interstate.invoiceNumber}`);
    expect(text).toContain('Place of supply Karnataka (29)');
    expect(message.text).toContain(
      `Your GST tax invoice ${interstate.invoiceNumber} is attached; you can also download it from your orders: http://shop.test/profile?tab=orders`,
    );
    expect(message.html).toContain('download your invoice');
    // The shop's own notification names the invoice and carries no file.
    const shop = await mail.waitFor(t.config.mail.shopEmail, new RegExp(`#${interstate.orderNumber}`));
    expect(shop.text).toContain(`Tax invoice: ${interstate.invoiceNumber}`);
    expect(shop.attachments).toBeUndefined();
  });
});
