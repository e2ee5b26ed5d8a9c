/**
 * The admin product form's model (docs/decisions/047): its values become the product JSON the server reads, and
 * the server's own schema, run on them, puts the spec's messages on the right fields.
 */
import { describe, expect, it } from 'vitest';
import { productInput } from '#domain/schemas/admin-product';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import {
  emptyProduct,
  emptyVariant,
  formToMultipart,
  formToPayload,
  imageIssues,
  productToForm,
  variantIndexOfSkuMessage,
  type ProductFormValues,
} from '#web/features/admin/products/form-model';
import { firstErrorMessage, issuesToErrors } from '#tests/helpers/form-errors';

const CATEGORY = '6f1c2b1e-8d0a-4c55-9a55-2b1f3c4d5e6f';
const SUBCATEGORY = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const LIST = '11111111-2222-4333-8444-555555555555';

function filled(): ProductFormValues {
  const values = emptyProduct();
  values.title = 'Aurora Ring';
  values.category = CATEGORY;
  values.subcategory = SUBCATEGORY;
  values.tags = ' solitaire, diamond , ,solitaire';
  values.alsoShowIn = [LIST, SUBCATEGORY];
  values.mainImageFile = new File(['x'], 'main.png', { type: 'image/png' });
  values.variants = [
    {
      ...emptyVariant(),
      material: 'Yellow Gold',
      purity: '18KT',
      sku: 'AUR-YG',
      price: '45,999.50',
      size: '6, 7, 8',
      stock: '5',
      weight: '3.2',
      discount: { type: 'percentage', value: '10' },
      newImages: [new File(['a'], 'a.png'), new File(['b'], 'b.png')],
    },
    { ...emptyVariant(), material: 'Silver', purity: '925 Sterling', sku: 'AUR-925', price: '3999' },
  ];
  return values;
}

describe('admin product form model', () => {
  it('turns the form into the JSON the server accepts, with text numbers and lists as typed', () => {
    const payload = formToPayload(filled(), 'add');
    const parsed = productInput('add').parse(payload);
    expect(parsed.tags).toEqual(['solitaire', 'diamond']);
    expect(parsed.subcategory).toBe(SUBCATEGORY);
    // The product's own subcategory is never also an "Also show in" list.
    expect(parsed.alsoShowIn).toEqual([LIST]);
    expect(parsed.variants[0]).toMatchObject({
      price: 45999.5,
      size: ['6', '7', '8'],
      stock: 5,
      weight: 3.2,
      discount: { type: 'percentage', value: 10 },
    });
    expect(parsed.variants[1]).toMatchObject({ stock: 0, weight: 0, discount: { type: null, value: 0 } });
    expect('mainImage' in payload).toBe(false);
  });

  it('sends files as the parts the server reads: mainImage and variantImages_{index}', () => {
    const form = formToMultipart(filled(), 'add');
    expect(JSON.parse(form.get('product') as string).title).toBe('Aurora Ring');
    expect((form.get('mainImage') as File).name).toBe('main.png');
    expect(form.getAll('variantImages_0').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    expect(form.getAll('variantImages_1')).toEqual([]);
  });

  it("puts the spec's messages on the fields of an empty form", () => {
    const values = emptyProduct();
    const result = productInput('add').safeParse(formToPayload(values, 'add'));
    expect(result.success).toBe(false);
    const errors = issuesToErrors<ProductFormValues>([
      ...(result.success ? [] : result.error.issues),
      ...imageIssues(values, 'add'),
    ]);
    expect(errors.title?.message).toBe(M.productRequired);
    expect(errors.category?.message).toBe(M.productRequired);
    expect(errors.mainImage?.message).toBe(M.productRequired);
    expect(errors.variants?.[0]?.material?.message).toBe(M.variantRequired);
    expect(errors.variants?.[0]?.sku?.message).toBe(M.variantRequired);
    expect(errors.variants?.[0]?.price?.message).toBe(M.variantRequired);
    expect(firstErrorMessage(errors)).toBe(M.productRequired);
  });

  it('checks purity against the metal and discounts against the price, like the server', () => {
    const values = filled();
    values.variants[1]!.purity = '18KT';
    values.variants[0]!.discount = { type: 'fixed', value: '50000' };
    const result = productInput('add').safeParse(formToPayload(values, 'add'));
    const errors = issuesToErrors<ProductFormValues>(result.success ? [] : result.error.issues);
    expect(errors.variants?.[1]?.purity?.message).toBe('Purity 18KT does not fit Silver.');
    expect(errors.variants?.[0]?.discount?.value?.message).toBe(M.discountFixedTooLarge);
  });

  it('edit: starts from the stored product, keeps its images, and asks only for a main image', () => {
    const values = productToForm({
      _id: 'p1',
      title: 'Aurora Ring',
      slug: 'aurora-ring',
      description: '',
      mainImage: '/uploads/products/main.webp',
      category: { _id: CATEGORY, name: 'Rings', slug: 'rings' },
      subcategory: null,
      tags: ['solitaire'],
      isCustomizable: true,
      isFeatured: false,
      status: 'inactive',
      createdAt: '2026-11-21T10:00:00.000Z',
      certificate: null,
      rating: { average: 0, count: 0 },
      alsoShowIn: [{ _id: LIST, name: 'New Arrivals', slug: 'new-arrivals' }],
      variants: [
        {
          _id: '22222222-3333-4444-8555-666666666666',
          material: 'Rose Gold',
          purity: '14KT',
          size: ['7'],
          price: 41399.1,
          discount: { type: null, value: 0 },
          sku: 'AUR-RG',
          stock: 2,
          inStock: true,
          weight: 2.5,
          images: ['/uploads/products/a.webp'],
          pricing: { mode: 'fixed', makingCharge: { type: 'percent', value: 0 }, stoneValue: 0 },
          priceBreakup: null,
        },
      ],
    });
    expect(values.variants[0]).toMatchObject({ price: '41399.1', discount: { type: '', value: '' } });
    const payload = formToPayload(values, 'edit');
    expect(payload.mainImage).toBe('/uploads/products/main.webp');
    expect(productInput('edit').parse(payload).variants[0]).toMatchObject({
      _id: '22222222-3333-4444-8555-666666666666',
      images: ['/uploads/products/a.webp'],
    });
    expect(imageIssues(values, 'edit')).toEqual([]);

    // The add form's image rules: a main image is needed, a variant's own images are not (issue 13 item 15).
    values.variants[0]!.images = [];
    values.mainImage = null;
    expect(imageIssues(values, 'edit').map((i) => [i.path.join('.'), i.message])).toEqual([
      ['mainImage', M.editProductRequired],
    ]);
  });

  it('finds the variant a 409 names by its SKU (any case)', () => {
    expect(variantIndexOfSkuMessage(filled(), M.skuTaken('aur-925'))).toBe(1);
    expect(variantIndexOfSkuMessage(filled(), 'Something else.')).toBe(-1);
  });
});
