/**
 * The product form's pricing rules (docs/decisions/092): a rate-linked variant is priced live by the same rule the
 * server saves it with, its price is never sent, its weight is required, a missing rate is named; certificates
 * travel as one object. And the CSV's new columns: an old file without them imports as fixed.
 */
import { describe, expect, it } from 'vitest';
import { productInput } from '#domain/schemas/admin-product';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import { PRICING_MESSAGES } from '#domain/schemas/admin-pricing';
import { CsvProductRow, CsvVariantRow, productCells } from '#domain/schemas/admin-csv';
import { priceVariant, rateTableOf } from '#domain/variant-pricing';
import { ratePricePaise } from '#domain/pricing';
import {
  emptyProduct,
  emptyVariant,
  formToPayload,
  productToForm,
  rateIssues,
  ratePreview,
  type ProductFormValues,
  type VariantFormValues,
} from '#web/features/admin/products/form-model';
import { issuesToErrors } from '#tests/helpers/form-errors';
import type { AdminProductDto } from '#domain/schemas/admin-product';

const CATEGORY = '6f1c2b1e-8d0a-4c55-9a55-2b1f3c4d5e6f';
const RATES = rateTableOf([
  { metal: 'gold', purity: '22KT', ratePerGram: 11780 },
  { metal: 'gold', purity: '18KT', ratePerGram: 9640 },
]);

const rateVariant = (over: Partial<VariantFormValues> = {}): VariantFormValues => ({
  ...emptyVariant(),
  material: 'Yellow Gold',
  purity: '22KT',
  sku: 'RATE-22',
  pricingMode: 'rate',
  price: 'not looked at',
  weight: '4.2',
  makingCharge: { type: 'percent', value: '12' },
  stoneValue: '',
  ...over,
});

function withVariants(...variants: VariantFormValues[]): ProductFormValues {
  return { ...emptyProduct(), title: 'Gold Band', category: CATEGORY, variants };
}

describe('rate-linked variants in the product form', () => {
  it('shows the price the server will save: the domain rule at today’s rate', () => {
    const v = rateVariant();
    // 4.2 g × ₹11,780 = ₹49,476 + 12% = ₹55,413.12 + 3% = ₹57,075.51 → ₹57,076.
    expect(ratePreview(v, RATES)).toEqual({ issues: [], price: 57076 });
    const server = priceVariant(
      {
        material: 'Yellow Gold',
        purity: '22KT',
        weight: 4.2,
        pricing: { mode: 'rate', makingCharge: { type: 'percent', value: 12 }, stoneValue: 0 },
      },
      RATES,
      0,
    );
    expect(server).toMatchObject({ ok: true, pricePaise: 5_707_600 });
    expect(
      ratePricePaise(
        { weightGrams: 4.2, making: { type: 'percent', value: 1200 }, stoneValuePaise: 0 },
        1_178_000,
      ),
    ).toBe(5_707_600);
    // By the gram, with a diamond: 3.5 g × ₹9,640 + ₹850/g + ₹18,000 = ₹54,715 + 3% → ₹56,356.
    expect(
      ratePreview(
        rateVariant({
          purity: '18KT',
          weight: '3.5',
          makingCharge: { type: 'per_gram', value: '850' },
          stoneValue: '18,000',
        }),
        RATES,
      ).price,
    ).toBe(56356);
  });

  it('names a missing rate, a missing weight and a fixed discount above the computed price', () => {
    const values = withVariants(
      rateVariant({ material: 'Rose Gold', purity: '14KT' }),
      rateVariant({ sku: 'NO-WEIGHT', weight: '' }),
      rateVariant({ sku: 'BIG-DISC', discount: { type: 'fixed', value: '60000' } }),
    );
    const errors = issuesToErrors<ProductFormValues>(rateIssues(values, RATES));
    expect(errors.variants?.[0]?.purity?.message).toBe(
      'There is no rate for 14KT gold yet. Set it under Metal rates first.',
    );
    expect(errors.variants?.[1]?.weight?.message).toBe(PRICING_MESSAGES.weightNeeded);
    expect(errors.variants?.[2]?.discount?.value?.message).toBe(M.discountFixedTooLarge);
    // Until the rates have loaded, only the server can tell.
    expect(rateIssues(values, undefined)).toEqual([]);
  });

  it('sends the mode, making charge, stone value and certificate, and never a rate-linked price', () => {
    const values = withVariants(rateVariant(), {
      ...emptyVariant(),
      material: 'Silver',
      purity: '925 Sterling',
      sku: 'FX',
      price: '3999',
    });
    values.certificate = { lab: ' IGI ', number: 'LG123', url: '' };
    const payload = formToPayload(values, 'add');
    expect(payload.variants[0]).not.toHaveProperty('price');
    expect(payload.variants[0]).toMatchObject({
      pricingMode: 'rate',
      makingCharge: { type: 'percent', value: '12' },
    });
    const parsed = productInput('add').parse(payload);
    expect(parsed.variants[0]).toMatchObject({
      pricingMode: 'rate',
      price: undefined,
      weight: 4.2,
      makingCharge: { type: 'percent', value: 12 },
      stoneValue: 0,
    });
    expect(parsed.variants[1]).toMatchObject({ pricingMode: 'fixed', price: 3999 });
    expect(parsed.certificate).toEqual({ lab: 'IGI', number: 'LG123', url: null });
    // All blank: no certificate.
    values.certificate = { lab: '', number: '', url: '' };
    expect(productInput('add').parse(formToPayload(values, 'add')).certificate).toBeNull();
  });

  it('reports a rate-linked variant’s missing weight with every other field’s message', () => {
    const values = withVariants(rateVariant({ sku: '', weight: '' }));
    const result = productInput('add').safeParse(formToPayload(values, 'add'));
    const errors = issuesToErrors<ProductFormValues>(result.success ? [] : result.error.issues);
    expect(errors.variants?.[0]?.sku?.message).toBe(M.variantRequired);
    expect(errors.variants?.[0]?.weight?.message).toBe(PRICING_MESSAGES.weightNeeded);
    expect(errors.variants?.[0]?.price).toBeUndefined();
    // A fixed variant still needs its price, as the spec says.
    const fixed = productInput('add').safeParse(
      formToPayload(
        withVariants({ ...emptyVariant(), material: 'Silver', purity: '925 Sterling', sku: 'X' }),
        'add',
      ),
    );
    expect(fixed.success ? [] : fixed.error.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'variants.0.price',
      M.variantRequired,
    ]);
  });

  it('starts the edit form from the stored pricing and certificate', () => {
    const stored = {
      _id: 'p1',
      title: 'Gold Band',
      slug: 'gold-band',
      description: '',
      mainImage: '/uploads/products/main.webp',
      category: { _id: CATEGORY, name: 'Rings', slug: 'rings' },
      subcategory: null,
      tags: [],
      isCustomizable: false,
      isFeatured: false,
      status: 'active',
      createdAt: '2026-11-21T10:00:00.000Z',
      certificate: { lab: 'GIA', number: '2141438171', url: null },
      rating: { average: 0, count: 0 },
      alsoShowIn: [],
      variants: [
        {
          _id: '22222222-3333-4444-8555-666666666666',
          material: 'Yellow Gold',
          purity: '22KT',
          size: [],
          price: 57076,
          discount: { type: null, value: 0 },
          sku: 'RATE-22',
          stock: 2,
          inStock: true,
          weight: 4.2,
          images: [],
          pricing: { mode: 'rate', makingCharge: { type: 'per_gram', value: 950 }, stoneValue: 0 },
          priceBreakup: null,
        },
      ],
    } satisfies AdminProductDto;
    const values = productToForm(stored);
    expect(values.certificate).toEqual({ lab: 'GIA', number: '2141438171', url: '' });
    expect(values.variants[0]).toMatchObject({
      pricingMode: 'rate',
      makingCharge: { type: 'per_gram', value: '950' },
      stoneValue: '',
      weight: '4.2',
    });
  });
});

describe('the CSV’s pricing and certificate columns', () => {
  const row = (cells: Record<string, string>) => ({
    material: 'Yellow Gold',
    purity: '22KT',
    sku: 'CSV-1',
    price: '',
    ...cells,
  });

  it('reads an old row without the columns as fixed, and needs its price', () => {
    expect(CsvVariantRow.parse(row({ price: '45999' }))).toMatchObject({
      pricing_mode: 'fixed',
      price: 45999,
      making_charge_type: 'percent',
      making_charge_value: 0,
      stone_value: 0,
    });
    const missing = CsvVariantRow.safeParse(row({}));
    expect(missing.success ? [] : missing.error.issues.map((i) => i.message)).toContain('price is required.');
  });

  it('reads a rate-linked row without a price, and needs its weight', () => {
    expect(
      CsvVariantRow.parse(
        row({
          pricing_mode: 'Rate',
          weight_grams: '4.2',
          making_charge_type: 'per_gram',
          making_charge_value: '1,250',
          stone_value: '18000',
        }),
      ),
    ).toMatchObject({
      pricing_mode: 'rate',
      price: undefined,
      weight_grams: 4.2,
      making_charge_type: 'per_gram',
      making_charge_value: 1250,
      stone_value: 18000,
    });
    const noWeight = CsvVariantRow.safeParse(row({ pricing_mode: 'rate' }));
    expect(noWeight.success ? [] : noWeight.error.issues.map((i) => [i.path[0], i.message])).toContainEqual([
      'weight_grams',
      PRICING_MESSAGES.weightNeeded,
    ]);
    const tooMuch = CsvVariantRow.safeParse(
      row({ pricing_mode: 'rate', weight_grams: '3', making_charge_value: '450' }),
    );
    expect(tooMuch.success).toBe(false);
  });

  it('reads the certificate cells as one certificate', () => {
    const product = { handle: 'h', title: 'T', category: 'Rings' };
    expect(
      CsvProductRow.parse(productCells({ ...product, certificate_lab: 'IGI', certificate_number: 'LG1' }))
        .certificate,
    ).toEqual({ lab: 'IGI', number: 'LG1', url: null });
    expect(CsvProductRow.parse(productCells(product)).certificate).toBeNull();
    expect(CsvProductRow.safeParse(productCells({ ...product, certificate_lab: 'IGI' })).success).toBe(false);
  });
});
