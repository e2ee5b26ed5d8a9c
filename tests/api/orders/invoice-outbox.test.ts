/**
 * The invoice travels as a real attachment through the Mailer (docs/decisions/093): with no SMTP_URL the order
 * confirmation's .eml in DATA_DIR/outbox carries the PDF as an application/pdf part, which reads back as the
 * invoice. (nodemailer's SMTP transport takes the same message: `attachments` is its own field.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readOutbox } from '#tests/helpers/buying';
import { createProduct } from '#tests/helpers/catalog-fixtures';
import { pdfText } from '#tests/helpers/pdf-text';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { buy } from './invoice-helpers';

describe('invoice in the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('the confirmation .eml has the invoice PDF attached; the shop’s notification has none', async () => {
    const piece = await createProduct(t.app, { title: 'Polki Bangle' });
    const user = await createUser(t.app);
    const order = await buy(t.app, user, [{ productId: piece.id, variantId: piece.variants[0]!.id }]);
    const fileName = `Invoice-${order.invoiceNumber!.replaceAll('/', '-')}.pdf`;

    const mails = await readOutbox(t.dataDir);
    const mine = mails.find((m) => m.to === user.email)!;
    const raw = await readFile(path.join(t.dataDir, 'outbox', mine.file), 'utf8');
    const part = new RegExp(
      `Content-Type: application/pdf; name=${fileName}\\nContent-Transfer-Encoding: base64\\nContent-Disposition: attachment; filename=${fileName}\\n\\n([A-Za-z0-9+/=\\n]+)\\n--`,
    ).exec(raw);
    expect(part, raw.slice(0, 2000)).not.toBeNull();
    const pdf = Buffer.from(part![1]!.replace(/\n/g, ''), 'base64');
    const text = await pdfText(pdf);
    expect(text).toContain(order.invoiceNumber!);
    expect(text).toContain('Polki Bangle');
    expect(mine.body).toContain(`Your GST tax invoice ${order.invoiceNumber} is attached`);

    const shop = mails.find((m) => m.to === t.config.mail.shopEmail)!;
    expect(shop.body).not.toContain('application/pdf');
  });
});
