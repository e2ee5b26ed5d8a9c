/**
 * GST state codes, invoice numbers and the invoice model (src/domain/gst-states.ts, invoice-number.ts,
 * src/server/lib/invoices/invoice-model.ts; docs/decisions/093).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GST_STATE_CODES, stateOfGstCode, stateOfGstin } from '#domain/gst-states';
import { financialYearOf, formatInvoiceNumber, invoiceFileName } from '#domain/invoice-number';
import { INDIAN_STATES, normalizeIndianState } from '#domain/shipping';
import { buildInvoiceModel, type InvoiceInput } from '#server/lib/invoices/invoice-model';

describe('GST state codes', () => {
  it('gives every state and union territory its own official code', () => {
    expect(Object.keys(GST_STATE_CODES).sort()).toEqual([...INDIAN_STATES].sort());
    const codes = Object.values(GST_STATE_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    expect(GST_STATE_CODES).toMatchObject({
      Maharashtra: '27',
      Delhi: '07',
      Karnataka: '29',
      'Tamil Nadu': '33',
      'Andhra Pradesh': '37',
      Telangana: '36',
      Ladakh: '38',
      'Dadra and Nagar Haveli and Daman and Diu': '26',
    });
  });

  it('reads the shop’s state from its GSTIN, old codes included', () => {
    expect(stateOfGstin('27AAACA1234A1Z5')).toEqual({ name: 'Maharashtra', code: '27' });
    expect(stateOfGstin('07AAACA1234A1Z5')).toEqual({ name: 'Delhi', code: '07' });
    expect(stateOfGstCode('28')).toEqual({ name: 'Andhra Pradesh', code: '37' });
    expect(stateOfGstCode('25')).toEqual({ name: 'Dadra and Nagar Haveli and Daman and Diu', code: '26' });
    expect(stateOfGstCode('97')).toBeNull();
  });

  it('reads a state however it is typed, and nothing else', () => {
    expect(normalizeIndianState(' west  bengal ')).toBe('West Bengal');
    expect(normalizeIndianState('Andaman & Nicobar Islands')).toBe('Andaman and Nicobar Islands');
    expect(normalizeIndianState('Pondicherry')).toBe('Puducherry');
    expect(normalizeIndianState('Bengal')).toBeNull();
    expect(normalizeIndianState('')).toBeNull();
  });
});

describe('invoice numbers', () => {
  const zone = 'Asia/Kolkata';
  it('runs the financial year from 1 April to 31 March on the shop’s calendar', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'), zone)).toEqual({
      startYear: 2026,
      label: '26-27',
    });
    expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30'), zone)).toEqual({
      startYear: 2025,
      label: '25-26',
    });
    expect(financialYearOf(new Date('2027-03-31T12:00:00+05:30'), zone).label).toBe('26-27');
    // 31 March 20:00 UTC is already 1 April in India, still 31 March in New York.
    expect(financialYearOf(new Date('2026-03-31T20:00:00Z'), zone).label).toBe('26-27');
    expect(financialYearOf(new Date('2026-03-31T20:00:00Z'), 'America/New_York').label).toBe('25-26');
    expect(financialYearOf(new Date('2099-12-01T00:00:00Z'), zone).label).toBe('99-00');
  });

  it('pads the serial to sixteen characters', () => {
    const fy = { startYear: 2026, label: '26-27' };
    expect(formatInvoiceNumber('AUR', fy, 123)).toBe('AUR/26-27/000123');
    expect(formatInvoiceNumber('A', fy, 1)).toBe('A/26-27/00000001');
    expect(formatInvoiceNumber('AUR-M', fy, 42)).toBe('AUR-M/26-27/0042');
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9-]{1,5}$/), fc.integer({ min: 1, max: 9999 }), (prefix, n) => {
        expect(formatInvoiceNumber(prefix, fy, n)).toHaveLength(16);
      }),
    );
    // Beyond the space it is written in full rather than refused.
    expect(formatInvoiceNumber('AUR', fy, 1_234_567)).toBe('AUR/26-27/1234567');
    expect(invoiceFileName('AUR/26-27/000123')).toBe('Invoice-AUR-26-27-000123.pdf');
  });
});

const base: InvoiceInput = {
  seller: {
    legalName: 'Aurelia Fine Jewellery Pvt. Ltd.',
    address: 'Fort, Mumbai',
    gstin: '27AAACA1234A1Z5',
    demoGstin: false,
  },
  invoiceNumber: 'AUR/26-27/000001',
  // 00:30 on 1 April in India.
  invoiceDate: new Date('2026-03-31T19:00:00Z'),
  timeZone: 'Asia/Kolkata',
  orderNumber: 100042,
  buyer: {
    fullName: 'Asha Menon',
    addressLine1: '12, Marine Drive',
    city: 'Mumbai',
    state: 'Maharashtra',
    zipCode: '400002',
    country: 'India',
    phoneNumber: '9876543210',
  },
  lines: [
    {
      name: 'Temple Necklace',
      material: 'Yellow Gold',
      purity: '22KT',
      selectedSize: '',
      sku: 'TN-1',
      quantity: 1,
      unitPricePaise: 12_500_000,
      weightGrams: 24.35,
      huids: ['AB12C3'],
    },
    {
      name: 'Trilogy Ring',
      material: 'White Gold',
      purity: '18KT',
      selectedSize: '7',
      sku: 'TR-7',
      quantity: 2,
      unitPricePaise: 4_139_910,
      listPricePaise: 4_599_900,
      weightGrams: 3.2,
      huids: [],
    },
  ],
};

describe('invoice model', () => {
  it('within the shop’s state: CGST + SGST at 1.5% on the taxable value, dated on the shop’s calendar', () => {
    const m = buildInvoiceModel(base);
    expect(m.intraState).toBe(true);
    expect(m.invoiceDate).toBe('1 Apr 2026');
    expect(m.orderNumber).toBe('#100042');
    expect(m.placeOfSupply).toEqual({ name: 'Maharashtra', code: '27', text: 'Maharashtra (27)' });
    expect(m.seller.gstinNote).toBeNull();
    expect(m.lines.map((l) => [l.hsn, l.weight, l.huids, l.details])).toEqual([
      ['7113', '24.35', ['AB12C3'], 'Yellow Gold · 22KT · SKU TN-1'],
      ['7113', '6.40', [], 'White Gold · 18KT · Size 7 · SKU TR-7'],
    ]);
    // 1,25,000 / 1.03 = 1,21,359.22; 82,798.20 / 1.03 = 80,386.60.
    expect(m.lines.map((l) => l.taxablePaise)).toEqual([12_135_922, 8_038_660]);
    expect(m.totals.taxablePaise).toBe(20_174_582);
    expect(m.totals.taxes).toEqual([
      { label: 'CGST @ 1.5%', paise: 302_619 },
      { label: 'SGST @ 1.5%', paise: 302_619 },
    ]);
    expect(m.totals.totalPaise).toBe(12_500_000 + 2 * 4_139_910);
    expect(m.totals.roundOffPaise).toBe(20_779_820 - 20_174_582 - 2 * 302_619);
    expect(m.totals.totalInWords).toBe(
      'Rupees Two Lakh Seven Thousand Seven Hundred Ninety-Eight and Twenty Paise Only',
    );
  });

  it('shows the discount before GST, from the price before it', () => {
    const m = buildInvoiceModel(base);
    // 2 × 45,999 = 91,998 / 1.03 = 89,318.45 before; 80,386.60 after.
    expect(m.lines[1]).toMatchObject({ grossPaise: 8_931_845, discountPaise: 8_931_845 - 8_038_660 });
    expect(m.lines[0]!.discountPaise).toBe(0);
    expect(m.totals.grossPaise - m.totals.discountPaise).toBe(m.totals.taxablePaise);
  });

  it('across states: IGST at 3%; an old address naming no state prints as written, with IGST', () => {
    const karnataka = buildInvoiceModel({ ...base, buyer: { ...base.buyer, state: ' karnataka ' } });
    expect(karnataka.intraState).toBe(false);
    expect(karnataka.placeOfSupply.text).toBe('Karnataka (29)');
    expect(karnataka.totals.taxes).toEqual([{ label: 'IGST @ 3%', paise: 605_237 }]);
    expect(karnataka.buyer.addressLines).toContain('Mumbai, Karnataka 400002');
    const unknown = buildInvoiceModel({ ...base, buyer: { ...base.buyer, state: 'MH' } });
    expect(unknown.placeOfSupply).toEqual({ name: 'MH', code: null, text: 'MH' });
    expect(unknown.intraState).toBe(false);
  });

  it('a demo GSTIN is marked; a weight not known prints as a dash', () => {
    const m = buildInvoiceModel({
      ...base,
      seller: { ...base.seller, demoGstin: true },
      lines: [{ ...base.lines[0]!, weightGrams: 0 }],
    });
    expect(m.seller.gstinNote).toBe('demo GSTIN — not valid for tax');
    expect(m.lines[0]!.weight).toBe('—');
  });

  it('always adds up: taxable + taxes + round off = total paid, round off under a rupee', () => {
    const line = fc.record({
      unitPricePaise: fc.integer({ min: 100, max: 50_000_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), fc.boolean(), (lines, local) => {
        const m = buildInvoiceModel({
          ...base,
          buyer: { ...base.buyer, state: local ? 'Maharashtra' : 'Kerala' },
          lines: lines.map((l) => ({ ...base.lines[0]!, ...l })),
        });
        const t = m.totals;
        expect(t.taxablePaise + t.taxes.reduce((n, x) => n + x.paise, 0) + t.roundOffPaise).toBe(
          t.totalPaise,
        );
        expect(t.totalPaise).toBe(lines.reduce((n, l) => n + l.unitPricePaise * l.quantity, 0));
        expect(Math.abs(t.roundOffPaise)).toBeLessThan(100);
      }),
      { numRuns: 500 },
    );
  });
});
