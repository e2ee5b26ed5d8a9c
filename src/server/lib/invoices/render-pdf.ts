/**
 * Lays an invoice model (invoice-model.ts) out as an A4 PDF with pdfkit. Text is set in Noto Sans, embedded (a
 * subset) from @expo-google-fonts/noto-sans: it has the rupee sign, which PDF's built-in fonts lack, and its
 * Unicode map lets a reader (and the tests' pdftotext) copy the text back. See docs/decisions/093.
 */
import type PDFDocumentClass from 'pdfkit';
import { createRequire } from 'node:module';
import { BRAND } from '#domain/brand';
import { type InvoiceLine, type InvoiceModel } from './invoice-model';
import { formatPaise } from '#domain/money';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

const COLOUR = { text: '#1F1D1B', muted: '#6B6560', gold: '#A8834A', line: '#E7E1D8', tint: '#F3EBDD' };
const PAGE = { margin: 40, width: 595.28, height: 841.89 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 20;

/** Table columns (points; they fill the content width). */
const COLUMNS: Array<{ key: string; title: string; width: number; align: 'left' | 'right' | 'center' }> = [
  { key: 'index', title: '#', width: 18, align: 'left' },
  { key: 'description', title: 'Description', width: 170, align: 'left' },
  { key: 'hsn', title: 'HSN', width: 32, align: 'left' },
  { key: 'purity', title: 'Purity', width: 46, align: 'left' },
  { key: 'weight', title: 'Gross wt (g)', width: 48, align: 'right' },
  { key: 'quantity', title: 'Qty', width: 26, align: 'right' },
  { key: 'unit', title: 'Unit price (incl. GST)', width: 84, align: 'right' },
  { key: 'taxable', title: 'Taxable value', width: CONTENT - 424, align: 'right' },
];
const PAD = 4;

type Doc = PDFKit.PDFDocument;

function columnX(index: number): number {
  return PAGE.margin + COLUMNS.slice(0, index).reduce((x, c) => x + c.width, 0);
}

function rule(doc: Doc, y: number, colour = COLOUR.line) {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT, y)
    .lineWidth(0.6)
    .strokeColor(colour)
    .stroke();
}

function header(doc: Doc, m: InvoiceModel) {
  const top = PAGE.margin;
  const rightX = PAGE.margin + CONTENT - 200;
  doc.font('bold').fontSize(20).fillColor(COLOUR.text).text(m.title, PAGE.margin, top);
  doc.font('regular').fontSize(8).fillColor(COLOUR.muted).text('Original for recipient', PAGE.margin, doc.y);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(11).fillColor(COLOUR.text).text(m.seller.legalName, { width: 300 });
  doc.font('regular').fontSize(9).text(m.seller.address, { width: 300 });
  doc.text(`GSTIN: ${m.seller.gstin}`, { width: 300, continued: !!m.seller.gstinNote });
  if (m.seller.gstinNote) doc.fillColor('#A23B34').text(` (${m.seller.gstinNote})`);
  doc.fillColor(COLOUR.text);
  if (m.seller.state) doc.text(`State: ${m.seller.state.name} (${m.seller.state.code})`, { width: 300 });
  const leftBottom = doc.y;

  const facts: Array<[string, string]> = [
    ['Invoice number', m.invoiceNumber],
    ['Invoice date', m.invoiceDate],
    ['Order number', m.orderNumber],
    ['Place of supply', m.placeOfSupply.text],
    ['Reverse charge', 'No'],
  ];
  // Below the title's line: text readers would otherwise merge the large title with the first fact.
  let y = top + 32;
  for (const [label, value] of facts) {
    // One size for label and value: a shared baseline keeps them one line for text readers.
    doc.font('regular').fontSize(9).fillColor(COLOUR.muted).text(label, rightX, y, { width: 90 });
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(COLOUR.text)
      .text(value, rightX + 90, y, { width: 110, align: 'right' });
    y = Math.max(doc.y, y + 13) + 2;
  }
  return Math.max(leftBottom, y) + 12;
}

function buyer(doc: Doc, m: InvoiceModel, top: number) {
  rule(doc, top, COLOUR.gold);
  const y = top + 8;
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(COLOUR.muted)
    .text('BILLED AND SHIPPED TO', PAGE.margin, y, { characterSpacing: 0.6 });
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(COLOUR.text)
    .text(m.buyer.name, PAGE.margin, doc.y + 2);
  doc.font('regular').fontSize(9).text(m.buyer.addressLines.join('\n'), { width: 300 });
  return doc.y + 14;
}

function tableHeader(doc: Doc, top: number): number {
  doc.rect(PAGE.margin, top, CONTENT, 26).fill(COLOUR.tint);
  doc.font('bold').fontSize(7.5).fillColor(COLOUR.text);
  COLUMNS.forEach((c, i) => {
    doc.text(c.title, columnX(i) + PAD, top + 5, { width: c.width - 2 * PAD, align: c.align });
  });
  return top + 30;
}

/** `code`: the order's discount code, named where it lowered this line (docs/decisions/099). */
function lineExtras(line: InvoiceLine, code: string | undefined): string[] {
  const extras = [line.details];
  if (line.huids.length) extras.push(`HUID: ${line.huids.join(', ')}`);
  if (line.discountPaise > 0)
    extras.push(
      `Discount ${formatPaise(line.discountPaise)} (before GST)${
        line.codeDiscountPaise > 0 && code ? `, incl. code ${code}` : ''
      }`,
    );
  return extras;
}

function lineHeight(doc: Doc, line: InvoiceLine, code?: string): number {
  const width = COLUMNS[1]!.width - 2 * PAD;
  doc.font('bold').fontSize(8.5);
  let h = doc.heightOfString(line.name, { width });
  doc.font('regular').fontSize(7.5);
  for (const extra of lineExtras(line, code)) h += doc.heightOfString(extra, { width }) + 1;
  return h + 2 * PAD;
}

function tableRow(doc: Doc, line: InvoiceLine, top: number, code?: string): number {
  const height = lineHeight(doc, line, code);
  const cells: Record<string, string> = {
    index: String(line.index),
    hsn: line.hsn,
    purity: line.purity,
    weight: line.weight,
    quantity: String(line.quantity),
    unit: formatPaise(line.unitPricePaise),
    taxable: formatPaise(line.taxablePaise),
  };
  COLUMNS.forEach((c, i) => {
    const x = columnX(i) + PAD;
    const width = c.width - 2 * PAD;
    if (c.key === 'description') {
      doc
        .font('bold')
        .fontSize(8.5)
        .fillColor(COLOUR.text)
        .text(line.name, x, top + PAD, { width });
      doc.font('regular').fontSize(7.5).fillColor(COLOUR.muted);
      for (const extra of lineExtras(line, code)) doc.text(extra, x, doc.y + 1, { width });
      return;
    }
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(COLOUR.text)
      .text(cells[c.key] ?? '', x, top + PAD, { width, align: c.align });
  });
  rule(doc, top + height);
  return top + height;
}

function totals(doc: Doc, m: InvoiceModel, top: number): number {
  const t = m.totals;
  const rows: Array<[string, string, boolean?]> = [];
  if (t.discountPaise > 0) {
    // The pieces' own discounts, then the discount code's (docs/decisions/099), each before GST.
    const code = t.codeDiscount?.paise ?? 0;
    rows.push(['Value before discount', formatPaise(t.grossPaise)]);
    if (t.discountPaise > code) rows.push(['Less discount', `−${formatPaise(t.discountPaise - code)}`]);
    if (t.codeDiscount && code > 0)
      rows.push([`Less discount code ${t.codeDiscount.code}`, `−${formatPaise(code)}`]);
  }
  rows.push(['Taxable value', formatPaise(t.taxablePaise)]);
  for (const tax of t.taxes) rows.push([tax.label, formatPaise(tax.paise)]);
  rows.push([
    'Round off',
    t.roundOffPaise < 0 ? `−${formatPaise(-t.roundOffPaise)}` : formatPaise(t.roundOffPaise),
  ]);
  rows.push(['Total (incl. GST)', formatPaise(t.totalPaise), true]);

  const labelX = PAGE.margin + CONTENT - 260;
  let y = top + 8;
  for (const [label, value, strong] of rows) {
    if (strong) {
      rule(doc, y - 3, COLOUR.gold);
      y += 3;
    }
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 10.5 : 9)
      .fillColor(COLOUR.text);
    doc.text(label, labelX, y, { width: 150 });
    doc.text(value, labelX + 150, y, { width: 110, align: 'right' });
    y += strong ? 18 : 14;
  }
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(COLOUR.muted)
    .text('Amount in words', PAGE.margin, y + 4);
  doc
    .font('bold')
    .fontSize(9.5)
    .fillColor(COLOUR.text)
    .text(t.totalInWords, PAGE.margin, doc.y + 1, { width: CONTENT });
  return doc.y + 14;
}

function notes(doc: Doc, m: InvoiceModel, top: number) {
  const supply = m.intraState
    ? `Supply within ${m.placeOfSupply.name}: CGST and SGST at 1.5% each.`
    : `Supply to ${m.placeOfSupply.name} from ${m.seller.state?.name ?? 'the shop'}: IGST at 3%.`;
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor(COLOUR.muted)
    .text(
      [
        'HSN 7113: articles of jewellery of precious metal. Unit prices include GST at 3% on the whole value, making charges included.',
        supply,
        'Hallmarked pieces carry a BIS HUID, listed with their line once recorded.',
        `This is a computer-generated invoice and needs no signature. Thank you for shopping with ${BRAND.name}.`,
      ].join('\n'),
      PAGE.margin,
      top,
      { width: CONTENT, lineGap: 1.5 },
    );
}

/** Every page names its invoice and its place: "AUR/26-27/000123 · Page 2 of 3". */
function footers(doc: Doc, m: InvoiceModel) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Written inside the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(COLOUR.muted)
      .text(
        `${m.seller.legalName} · Tax invoice ${m.invoiceNumber} · Page ${i - start + 1} of ${count}`,
        PAGE.margin,
        PAGE.height - PAGE.margin + 6,
        { width: CONTENT, align: 'center', lineBreak: false },
      );
  }
}

/** pdfkit and its fonts' code (about 10 MB) are loaded by the first invoice, not at start (docs/decisions/106). */
let pdfkit: Promise<typeof PDFDocumentClass> | undefined;

/** The invoice as PDF bytes. */
export async function renderInvoicePdf(m: InvoiceModel): Promise<Buffer> {
  const PDFDocument = await (pdfkit ??= import('pdfkit').then((m) => m.default));
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    font: FONTS.regular,
    bufferPages: true,
    info: {
      Title: `${m.title} ${m.invoiceNumber}`,
      Author: m.seller.legalName,
      Subject: `Order ${m.orderNumber}`,
    },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = buyer(doc, m, header(doc, m));
  y = tableHeader(doc, y);
  const code = m.totals.codeDiscount?.code;
  for (const line of m.lines) {
    if (y + lineHeight(doc, line, code) > BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, PAGE.margin);
    }
    y = tableRow(doc, line, y, code);
  }
  // The totals block and notes stay together.
  if (y + 200 + 14 * m.totals.taxes.length > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  y = totals(doc, m, y);
  notes(doc, m, y);
  footers(doc, m);
  doc.end();
  return done;
}
