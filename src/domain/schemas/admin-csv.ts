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
  booleanish,
  decimal,
  oneOf,
  optionalText,
  requiredText,
  sizeList,
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
import {
  CertificateInput,
  MAX_MAKING_PERCENT,
  MakingChargeTypeInput,
  MakingChargeValueInput,
  PRICING_MESSAGES,
  StoneValueInput,
} from './admin-pricing';
import { PRICING_MODES } from '../pricing';
import { ErrorReply, MessageReply, blankToUndefined } from './common';

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
    name: 'certificate_lab',
    aliases: ['certificate', 'cert_lab'],
    level: 'product',
    required: false,
    description: 'The lab of the diamond certificate, e.g. IGI or GIA; blank for none.',
  },
  {
    name: 'certificate_number',
    aliases: ['cert_number', 'certificate_no'],
    level: 'product',
    required: false,
    description: 'The certificate’s number (with its lab).',
  },
  {
    name: 'certificate_url',
    aliases: ['cert_url', 'certificate_link'],
    level: 'product',
    required: false,
    description: 'A link to the certificate (https://…); optional.',
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
    // Needed by every fixed row (checked per row): a file of rate-linked pieces only may leave the column out.
    required: false,
    description:
      'Rupees before discount, at most two decimals, e.g. 45999 or 45999.50. Required when pricing_mode is fixed; ignored when it is rate (the shop prices the piece from today’s metal rate).',
  },
  {
    name: 'pricing_mode',
    aliases: ['pricing'],
    level: 'variant',
    required: false,
    description:
      'fixed (the price column) or rate (weight_grams × today’s rate + making charge + stone value + 3% GST); blank means fixed.',
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
    description:
      'Grams, at most two decimals; blank means 0. Required (more than 0) when pricing_mode is rate.',
  },
  {
    name: 'making_charge_type',
    aliases: ['making_type'],
    level: 'variant',
    required: false,
    description: 'percent (of the metal value) or per_gram (rupees per gram); blank means percent.',
  },
  {
    name: 'making_charge_value',
    aliases: ['making_charge', 'making'],
    level: 'variant',
    required: false,
    description: `Percent (at most ${MAX_MAKING_PERCENT}) or rupees per gram, at most two decimals; blank means 0.`,
  },
  {
    name: 'stone_value',
    aliases: ['stones', 'stone_value_inr'],
    level: 'variant',
    required: false,
    description: 'Rupees of diamonds and stones (before GST), at most two decimals; blank means 0.',
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
  /** The three certificate cells as one value (null when all blank). */
  certificate: CertificateInput,
});
export type CsvProductRow = z.infer<typeof CsvProductRow>;

/** A row's cells with the certificate columns gathered, as CsvProductRow reads them. */
export function productCells(cells: Readonly<Record<string, string | undefined>>): Record<string, unknown> {
  return {
    ...cells,
    certificate: { lab: cells.certificate_lab, number: cells.certificate_number, url: cells.certificate_url },
  };
}

export const CsvVariantRow = z
  .object({
    material: oneOf(MATERIALS, { required: need('material'), invalid: M.materialInvalid }),
    purity: oneOf(PURITIES, { required: need('purity'), invalid: M.purityInvalid }),
    sku: skuField(need('sku')),
    /** Blank is allowed for a rate-linked row (below). */
    price: z.preprocess(
      blankToUndefined,
      decimal({
        required: need('price'),
        invalid: M.priceInvalid,
        max: MAX_PRICE_RUPEES,
        tooLarge: M.priceTooLarge,
      }).optional(),
    ),
    /** Blank: fixed, as every CSV made before rate-linked pricing (they import as they always did). */
    pricing_mode: z.preprocess(
      (v) => blankToUndefined(v) ?? 'fixed',
      oneOf(PRICING_MODES, { required: PRICING_MESSAGES.modeInvalid, invalid: PRICING_MESSAGES.modeInvalid }),
    ),
    making_charge_type: z.preprocess((v) => blankToUndefined(v) ?? 'percent', MakingChargeTypeInput),
    making_charge_value: MakingChargeValueInput,
    stone_value: StoneValueInput,
    sizes: sizeList({ maxItems: 30, maxLength: 20, invalid: M.sizesInvalid }),
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
    const rate = v.pricing_mode === 'rate';
    if (!rate && v.price === undefined)
      ctx.addIssue({ code: 'custom', message: need('price'), path: ['price'] });
    if (rate && !(v.weight_grams > 0))
      ctx.addIssue({ code: 'custom', message: PRICING_MESSAGES.weightNeeded, path: ['weight_grams'] });
    if (v.making_charge_type === 'percent' && v.making_charge_value > MAX_MAKING_PERCENT)
      ctx.addIssue({
        code: 'custom',
        message: PRICING_MESSAGES.makingPercentTooLarge,
        path: ['making_charge_value'],
      });
    if (!v.discount_type && v.discount_value > 0)
      ctx.addIssue({ code: 'custom', message: M.discountNeedsType, path: ['discount_type'] });
    if (v.discount_type === 'percentage' && v.discount_value > 100)
      ctx.addIssue({ code: 'custom', message: M.discountPercentTooLarge, path: ['discount_value'] });
    checkVariantCombination(
      {
        material: v.material,
        purity: v.purity,
        // A rate-linked price is known with today's rate: the import checks its discount then.
        price: rate ? undefined : v.price,
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

/**
 * Unknown headers the reply names: a sheet may carry any number of extra columns (50,000 would make a reply of
 * megabytes), so it names a few, cut short, and counts the rest.
 */
export const CSV_IGNORED_SHOWN = 20;
export const CSV_IGNORED_NAME_MAX = 40;

/** 400 (or 409 when every problem is a taken SKU): nothing was imported. */
export const BulkAddFailure = ErrorReply.extend({ rows: z.array(CsvRowProblem).optional() });
export type BulkAddFailure = z.infer<typeof BulkAddFailure>;

export const BulkAddReply = MessageReply.extend({
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
  /** Unknown headers, ignored: the first CSV_IGNORED_SHOWN, each cut to CSV_IGNORED_NAME_MAX characters. */
  ignoredColumns: z.array(z.string()).max(CSV_IGNORED_SHOWN),
  /** How many more unknown headers were ignored but not named. */
  moreIgnoredColumns: z.number().int().min(0),
});
export type BulkAddReply = z.infer<typeof BulkAddReply>;

/**
 * A CSV import running as a job (POST /api/product/bulk-add/jobs, polled at GET /api/product/bulk-add/jobs/:id):
 * rows checked, then rows written, out of the file's rows; when finished, `status` and `result` are what
 * POST /api/product/bulk-add answers (201 with a BulkAddReply, or 400/409 with every problem row).
 */
export const CsvImportJob = z.object({
  id: z.string(),
  phase: z.enum(['checking', 'writing', 'done', 'failed']),
  fileName: z.string().nullable(),
  rowsDone: z.number().int().min(0),
  rowsTotal: z.number().int().min(0),
  status: z.number().int().nullable(),
  result: z.unknown(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CsvImportJob = z.infer<typeof CsvImportJob>;
