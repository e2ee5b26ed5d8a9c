/**
 * Issue 13 item 15: whatever the Add Product form creates, the Edit form saves — unchanged, and with a field
 * changed. Every shape goes through the web form's own model (form-model.ts: values → multipart, stored product
 * → edit values) and the form's own client checks (the domain schema + image rules), then through HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInput } from '#domain/schemas/admin-product';
import { AdminProductReply, type AdminProductDto } from '#domain/schemas/admin-product';
import {
  emptyProduct,
  emptyVariant,
  formToMultipart,
  formToPayload,
  imageIssues,
  productToForm,
  type ProductFormValues,
  type VariantFormValues,
} from '#web/features/admin/products/form-model';
import { addCategory, addSubcategory, call, png, setupAdminTest, type AdminTestContext } from './helpers';

let ctx: AdminTestContext;
let rings: { _id: string };
let bracelets: { _id: string };
let engagement: { _id: string };
let giftEdit: { _id: string };
let seq = 0;

async function picture(): Promise<File> {
  seq += 1;
  const color = `#${((seq * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}`;
  return new File([new Uint8Array(await png(color))], `p${seq}.png`, { type: 'image/png' });
}

function v(extra: Partial<VariantFormValues>): VariantFormValues {
  return {
    ...emptyVariant(),
    material: 'Yellow Gold',
    purity: '18KT',
    sku: `S-${++seq}`,
    price: '25999',
    ...extra,
  };
}

/** The form's client-side checks, as ProductForm runs them before sending. */
function clientIssues(values: ProductFormValues, mode: 'add' | 'edit'): string[] {
  const parsed = productInput(mode).safeParse(formToPayload(values, mode));
  return [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)),
    ...imageIssues(values, mode).map((i) => `${i.path.join('.')}: ${i.message}`),
  ];
}

async function create(values: ProductFormValues): Promise<AdminProductDto> {
  expect(clientIssues(values, 'add')).toEqual([]);
  const res = await call(
    ctx.app,
    ctx.admin,
    'POST',
    '/api/product/add-product',
    formToMultipart(values, 'add'),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as AdminProductDto;
}

async function read(id: string): Promise<AdminProductDto> {
  const res = await call(ctx.app, ctx.admin, 'GET', `/api/admin/products/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminProductReply.parse(res.json()).product;
}

async function save(id: string, values: ProductFormValues) {
  expect(clientIssues(values, 'edit')).toEqual([]);
  return call(
    ctx.app,
    ctx.admin,
    'PUT',
    `/api/product/update-product/${id}`,
    formToMultipart(values, 'edit'),
  );
}

type Shape = {
  name: string;
  build: () => Promise<ProductFormValues>;
  change: (f: ProductFormValues) => void;
};

/**
 * Every shape the Add Product form accepts (docs/shop/admin.md §5): prices, discounts, sizes, variants, images,
 * status…
 */
const SHAPES: Shape[] = [
  {
    name: 'the least the form takes: one variant, fixed price, no sizes, stock, weight or images',
    build: async () => ({
      ...emptyProduct(),
      title: 'Plain Band',
      category: rings._id,
      mainImageFile: await picture(),
      variants: [v({})],
    }),
    change: (f) => (f.variants[0]!.price = '27999'),
  },
  {
    name: 'a percentage discount, sizes, stock, weight and one image',
    build: async () => ({
      ...emptyProduct(),
      title: 'Sized Solitaire',
      category: rings._id,
      mainImageFile: await picture(),
      variants: [
        v({
          size: '6, 7, 8',
          stock: '5',
          weight: '3.25',
          price: '45,999.50',
          discount: { type: 'percentage', value: '10' },
          newImages: [await picture()],
        }),
      ],
    }),
    change: (f) => (f.variants[0]!.discount = { type: 'percentage', value: '15' }),
  },
  {
    name: 'a fixed discount and several variants, with four images, one image and none',
    build: async () => ({
      ...emptyProduct(),
      title: 'Three Metals Ring',
      category: rings._id,
      mainImageFile: await picture(),
      variants: [
        v({
          discount: { type: 'fixed', value: '2000' },
          newImages: [await picture(), await picture(), await picture(), await picture()],
        }),
        v({ material: 'Silver', purity: '925 Sterling', price: '3999', newImages: [await picture()] }),
        v({ material: 'Platinum', purity: 'PT950', price: '62000', size: '7' }),
      ],
    }),
    change: (f) => (f.variants[2]!.stock = '3'),
  },
  {
    name: 'several variants, none with images of their own (the main image stands in)',
    build: async () => ({
      ...emptyProduct(),
      title: 'Made To Order Chain',
      category: bracelets._id,
      mainImageFile: await picture(),
      variants: [v({ material: 'Rose Gold', purity: '14KT' }), v({ material: 'White Gold', purity: '22KT' })],
    }),
    change: (f) => (f.title = 'Made To Order Chain II'),
  },
  {
    name: 'inactive, featured, customizable, with description, tags, subcategory and "Also show in"',
    build: async () => ({
      ...emptyProduct(),
      title: 'Hidden Heirloom',
      description: 'Kept back for the spring collection.',
      category: rings._id,
      subcategory: engagement._id,
      alsoShowIn: [giftEdit._id],
      tags: 'heirloom, vintage',
      status: 'inactive',
      isFeatured: true,
      isCustomizable: true,
      mainImageFile: await picture(),
      variants: [
        v({ size: '5', newImages: [await picture()] }),
        v({ material: 'Silver', purity: '925 Sterling' }),
      ],
    }),
    change: (f) => (f.status = 'active'),
  },
  {
    name: 'a discount type chosen without a value, and a zero price',
    build: async () => ({
      ...emptyProduct(),
      title: 'Gift Charm',
      category: bracelets._id,
      mainImageFile: await picture(),
      variants: [v({ price: '0', discount: { type: 'fixed', value: '' } })],
    }),
    change: (f) => (f.variants[0]!.price = '499'),
  },
];

beforeAll(async () => {
  ctx = await setupAdminTest();
  rings = await addCategory(ctx, 'Rings');
  bracelets = await addCategory(ctx, 'Bracelets');
  engagement = await addSubcategory(ctx, rings._id, 'Engagement Rings');
  giftEdit = await addSubcategory(ctx, bracelets._id, 'Gift Edit');
});
afterAll(async () => ctx?.t.close());

describe('a product the Add form creates, the Edit form saves', () => {
  for (const shape of SHAPES) {
    it(`${shape.name}: saved unchanged, then with a field changed`, async () => {
      const created = await create(await shape.build());
      const stored = await read(created._id);

      const unchanged = await save(created._id, productToForm(stored));
      expect(unchanged.statusCode, unchanged.body).toBe(200);
      expect(await read(created._id)).toEqual(stored);

      const edited = productToForm(stored);
      shape.change(edited);
      const changed = await save(created._id, edited);
      expect(changed.statusCode, changed.body).toBe(200);
      const after = await read(created._id);
      expect(after).not.toEqual(stored);
      // Only what was changed moved: the edit form's values of the saved product are the edited ones.
      const { slug: _s, ...rest } = after;
      expect(productToForm({ ...rest, slug: stored.slug })).toEqual(edited);
    });
  }

  it('an API client may leave out on an edit what it may leave out on an add (weight, sizes, stock, images)', async () => {
    const created = await create({
      ...emptyProduct(),
      title: 'Terse Client Ring',
      category: rings._id,
      mainImageFile: await picture(),
      variants: [v({ weight: '4.5', size: '6', stock: '2', newImages: [await picture()] })],
    });
    const [variant] = created.variants;
    const minimal = {
      title: created.title,
      categoryId: created.category._id,
      variants: [
        {
          _id: variant!._id,
          metalColor: variant!.material,
          purity: variant!.purity,
          sku: variant!.sku,
          totalPrice: 30000,
        },
      ],
    };
    const res = await call(ctx.app, ctx.admin, 'PUT', `/api/product/update-product/${created._id}`, {
      product: minimal,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(created._id)).variants[0]).toMatchObject({
      price: 30000,
      weight: 4.5,
      size: ['6'],
      stock: 2,
      images: variant!.images,
    });

    // A new variant without weight or images is welcome on an edit as on an add.
    const added = await call(ctx.app, ctx.admin, 'PUT', `/api/product/update-product/${created._id}`, {
      product: {
        ...minimal,
        variants: [
          ...minimal.variants,
          { metalColor: 'Silver', purity: '925 Sterling', sku: `S-${++seq}`, totalPrice: 1999 },
        ],
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await read(created._id)).variants[1]).toMatchObject({ weight: 0, images: [], stock: 0 });
  });
});
