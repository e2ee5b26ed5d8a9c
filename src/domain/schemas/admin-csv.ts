/**
 * The bulk-upload CSV (GET /api/product/bulk-template, POST /api/product/bulk-add): one row per variant, rows
 * grouped into products by `handle` as in Shopify's product CSV. Product columns are read from the first row of
 * a handle; later rows of the same handle may leave them blank. See docs/decisions/040-csv-bulk-import.md.
 */
import { z } from 'zod';
import {
  DISCOUNT_TYPES,
  MATERIALS,
  MAX_VARIANT_IMAGES,
  PRODUCT_STATUSES,
  PURITIES,
} from '../catalog-constants';
import { ADMIN_MESSAGES as M } from './admin-messages';
import {
  blankToUndefined,
  booleanish,
  decimal,
  oneOf,
  optionalText,
  requiredText,
  textList,
  wholeNumber,
} from './admin-fields';
import {
  DESCRIPTION_MAX,
  MAX_PRICE_RUPEES,
  MAX_STOCK,
  MAX_WEIGHT_GRAMS,
  TITLE_MAX,
  checkVariantCombination,
  skuField,
} from './admin-product';

export interface CsvColumn {
  name: string;
  /** Other headers accepted for this column (the product form's names, Shopify-like spellings). */
  aliases: readonly string[];
  level: 'product' | 'variant';
  required: boolean;
  description: string;
}

export const CSV_COLUMNS: readonly CsvColumn[] = [
  {
    name: 'handle',
    aliases: ['product_handle', 'url_handle'],
    level: 'product',
    required: true,
    description:
      'Groups rows into one product (one row per variant). Becomes the product URL slug; made unique with -2, -3… when taken.',
  },
  {
    name: 'title',
    aliases: ['name', 'product_title'],
    level: 'product',
    required: true,
    description: 'Product title.',
  },
  {
    name: 'description',
    aliases: ['body', 'body_html'],
    level: 'product',
    required: false,
    description: 'Product description; line breaks allowed inside quotes.',
  },
  {
    name: 'category',
    aliases: ['category_name', 'category_slug'],
    level: 'product',
    required: true,
    description: 'Category name or URL name, e.g. Rings.',
  },
  {
    name: 'subcategory',
    aliases: ['sub_category', 'subcategory_name', 'subcategory_slug'],
    level: 'product',
    required: false,
    description: 'Subcategory of that category, by name or URL name, e.g. Engagement Rings.',
  },
  {
    name: 'also_show_in',
    aliases: ['collections', 'also_show'],
    level: 'product',
    required: false,
    description:
      'Other lists that show the product, by name or URL name, comma separated, e.g. "new-arrivals, best-seller".',
  },
  {
    name: 'tags',
    aliases: ['tag'],
    level: 'product',
    required: false,
    description: 'Comma separated, e.g. "solitaire, diamond".',
  },
  {
    name: 'status',
    aliases: ['product_status'],
    level: 'product',
    required: false,
    description: 'active or inactive; blank means active.',
  },
  {
    name: 'is_customizable',
    aliases: ['customizable', 'customisable', 'is_customisable'],
    level: 'product',
    required: false,
    description: 'true or false; blank means false.',
  },
  {
    name: 'is_featured',
    aliases: ['featured'],
    level: 'product',
    required: false,
    description: 'true or false; blank means false.',
  },
  {
    name: 'main_image',
    aliases: ['image', 'image_src', 'main_image_url'],
    level: 'product',
    required: false,
    description:
      'URL of an image already in the shop (/uploads/…); otherwise the product shows the placeholder.',
  },
  {
    name: 'material',
    aliases: ['metal_color', 'metal', 'metal_colour'],
    level: 'variant',
    required: true,
    description: `One of ${MATERIALS.join(', ')}.`,
  },
  {
    name: 'purity',
    aliases: [],
    level: 'variant',
    required: true,
    description: `14KT, 18KT or 22KT for gold; 925 Sterling for Silver; PT950 for Platinum.`,
  },
  {
    name: 'sku',
    aliases: ['variant_sku'],
    level: 'variant',
    required: true,
    description: 'Unique across the shop and the file.',
  },
  {
    name: 'price',
    aliases: ['total_price', 'variant_price', 'price_inr'],
    level: 'variant',
    required: true,
    description: 'Rupees before discount, at most two decimals, e.g. 45999 or 45999.50.',
  },
  {
    name: 'sizes',
    aliases: ['size'],
    level: 'variant',
    required: false,
    description: 'Comma separated, e.g. "6, 7, 8"; blank for unsized pieces.',
  },
  {
    name: 'stock',
    aliases: ['quantity', 'inventory', 'variant_inventory_qty'],
    level: 'variant',
    required: false,
    description: 'Whole number; blank means 0.',
  },
  {
    name: 'weight_grams',
    aliases: ['weight', 'weight_in_grams', 'weightingrams'],
    level: 'variant',
    required: false,
    description: 'Grams, at most two decimals; blank means 0.',
  },
  {
    name: 'discount_type',
    aliases: [],
    level: 'variant',
    required: false,
    description: 'percentage or fixed; blank for no discount.',
  },
  {
    name: 'discount_value',
    aliases: ['discount'],
    level: 'variant',
    required: false,
    description: 'Percent (≤ 100) or rupees (≤ price); blank means 0.',
  },
  {
    name: 'variant_images',
    aliases: ['images', 'variant_image'],
    level: 'variant',
    required: false,
    description: `Up to ${MAX_VARIANT_IMAGES} URLs of images already in the shop, comma separated.`,
  },
];

export const CSV_HEADER: readonly string[] = CSV_COLUMNS.map((c) => c.name);
export const CSV_REQUIRED_COLUMNS: readonly string[] = CSV_COLUMNS.filter((c) => c.required).map(
  (c) => c.name,
);
export const CSV_MAX_ROWS = 20_000;
export const CSV_MAX_BYTES = 16 * 1024 * 1024;

/** "Metal Color", "metalColor", "METAL-COLOR" → "metal_color". */
export function normalizeHeader(header: string): string {
  return header
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

const BY_HEADER = new Map<string, string>(
  CSV_COLUMNS.flatMap((c) => [c.name, ...c.aliases].map((h) => [normalizeHeader(h), c.name] as const)),
);

/** The template column a header means, or undefined for a column the import ignores. */
export function canonicalColumn(header: string): string | undefined {
  return BY_HEADER.get(normalizeHeader(header));
}

const need = (column: string) => `${column} is required.`;

/** The product columns of a handle's first row. `category`, `subcategory` and lists are resolved by the server. */
export const CsvProductRow = z.object({
  handle: requiredText(need('handle'), 120, 'handle can be at most 120 characters.'),
  title: requiredText(need('title'), TITLE_MAX, M.titleTooLong),
  description: optionalText(DESCRIPTION_MAX, M.descriptionTooLong),
  category: requiredText(need('category'), 120, M.categoryMissing),
  subcategory: optionalText(120, M.subcategoryMissing),
  also_show_in: textList({ maxItems: 20, maxLength: 120, invalid: M.collectionMissing }),
  tags: textList({ maxItems: 30, maxLength: 40, invalid: M.tagsInvalid }),
  status: z.preprocess(
    (v) => blankToUndefined(v) ?? 'active',
    oneOf(PRODUCT_STATUSES, { required: M.statusInvalid, invalid: M.statusInvalid }),
  ),
  is_customizable: booleanish('is_customizable must be true or false.', false),
  is_featured: booleanish('is_featured must be true or false.', false),
  main_image: optionalText(500, 'main_image is too long.'),
});
export type CsvProductRow = z.infer<typeof CsvProductRow>;

export const CsvVariantRow = z
  .object({
    material: oneOf(MATERIALS, { required: need('material'), invalid: M.materialInvalid }),
    purity: oneOf(PURITIES, { required: need('purity'), invalid: M.purityInvalid }),
    sku: skuField(need('sku')),
    price: decimal({
      required: need('price'),
      invalid: M.priceInvalid,
      max: MAX_PRICE_RUPEES,
      tooLarge: M.priceTooLarge,
    }),
    sizes: textList({ maxItems: 30, maxLength: 20, invalid: M.sizesInvalid }),
    stock: wholeNumber({ invalid: M.stockInvalid, max: MAX_STOCK, tooLarge: M.stockTooLarge }),
    weight_grams: decimal({ invalid: M.weightInvalid, max: MAX_WEIGHT_GRAMS, tooLarge: M.weightTooLarge }),
    discount_type: z.preprocess(
      (v) => {
        const b = blankToUndefined(v);
        return typeof b === 'string'
          ? b.trim().toLowerCase() === 'none'
            ? undefined
            : b.trim().toLowerCase()
          : b;
      },
      z.enum(DISCOUNT_TYPES, { error: M.discountTypeInvalid }).optional(),
    ),
    discount_value: decimal({
      invalid: M.discountValueInvalid,
      max: MAX_PRICE_RUPEES,
      tooLarge: M.discountValueInvalid,
    }),
    variant_images: textList({ maxItems: MAX_VARIANT_IMAGES, maxLength: 500, invalid: M.tooManyImages }),
  })
  .superRefine((v, ctx) => {
    if (!v.discount_type && v.discount_value > 0)
      ctx.addIssue({ code: 'custom', message: M.discountNeedsType, path: ['discount_type'] });
    if (v.discount_type === 'percentage' && v.discount_value > 100)
      ctx.addIssue({ code: 'custom', message: M.discountPercentTooLarge, path: ['discount_value'] });
    checkVariantCombination(
      {
        material: v.material,
        purity: v.purity,
        price: v.price,
        discount: { type: v.discount_type ?? null, value: v.discount_value },
      },
      ctx,
    );
  });
export type CsvVariantRow = z.infer<typeof CsvVariantRow>;

// ---- replies ----

export const CsvRowProblem = z.object({
  /** Line of the file where the row starts (1 = the header). */
  line: z.number().int(),
  /** Row number as a spreadsheet shows it (1 = the header); differs from `line` after cells with line breaks. */
  row: z.number().int(),
  column: z.string().optional(),
  handle: z.string().optional(),
  sku: z.string().optional(),
  message: z.string(),
});
export type CsvRowProblem = z.infer<typeof CsvRowProblem>;

/** 400 (or 409 when every problem is a taken SKU): nothing was imported. */
export const BulkAddFailure = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  rows: z.array(CsvRowProblem).optional(),
});
export type BulkAddFailure = z.infer<typeof BulkAddFailure>;

export const BulkAddReply = z.object({
  success: z.literal(true),
  message: z.string(),
  created: z.object({ products: z.number().int(), variants: z.number().int() }),
  products: z.array(
    z.object({
      _id: z.string(),
      handle: z.string(),
      title: z.string(),
      slug: z.string(),
      variants: z.number().int(),
    }),
  ),
  /** Rows imported with a change, e.g. an image URL that is not in the shop (the placeholder is used). */
  warnings: z.array(CsvRowProblem),
  /** Headers the import does not know and ignored. */
  ignoredColumns: z.array(z.string()),
});
export type BulkAddReply = z.infer<typeof BulkAddReply>;
