import { z } from 'zod';
import { DISCOUNT_TYPES, MATERIALS, PRODUCT_SORTS, PRODUCT_STATUSES, PURITIES } from '../catalog-constants';
import { ImageRef, MessageReply, Timestamp, okReply } from './common';
import { MAKING_CHARGE_TYPES, PRICING_MODES } from '../pricing';
import { LIST_CAPS, PAGE_SIZES } from '../paging';
import { blankToUndefined } from './common';
import { PageReply, pageQuery, wholeNumberParam } from './paging';
import { AdminProductListFields } from './admin-paging';
import {
  CATALOG_MESSAGES,
  LISTING_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  HOME_LIST_SIZE,
  SEARCH_MAX_CHARS,
} from '../catalog-constants';

/** Re-exported: the server imports them from here; the web app imports them from ../catalog-constants. */
export { CATALOG_MESSAGES, LISTING_PAGE_SIZE, ADMIN_PAGE_SIZE, HOME_LIST_SIZE };

/** Shapes of the catalogue as the API returns it (docs/shop/storefront.md §3, docs/shop/admin.md §3). */

export const DiscountDto = z.object({
  type: z.enum(DISCOUNT_TYPES).nullable(),
  value: z.number(),
});

/**
 * How a variant is priced (docs/shop/beyond.md §2 "Metal-rate pricing", docs/decisions/092). `value` is rupees
 * per gram for `per_gram` and a percent of the metal value for `percent`; `stoneValue` is rupees. A `fixed`
 * variant carries its stored recipe too (what the form shows if the admin switches it to `rate`).
 */
export const VariantPricingDto = z.object({
  mode: z.enum(PRICING_MODES),
  makingCharge: z.object({ type: z.enum(MAKING_CHARGE_TYPES), value: z.number() }),
  stoneValue: z.number(),
});

/**
 * What a rate-linked variant's price is made of, in rupees, from today's rate (domain/pricing.ts rateBreakup):
 * metal + making + stones − discount + gst = total, and total is the variant's discounted price that every other
 * screen shows. `ratePerGram` is the rate it was priced at (the variant's `weight` is the grams).
 */
export const PriceBreakupDto = z.object({
  metal: z.number(),
  making: z.number(),
  stones: z.number(),
  discount: z.number(),
  gst: z.number(),
  total: z.number(),
  ratePerGram: z.number(),
});

export const VariantDto = z.object({
  _id: z.string(),
  material: z.enum(MATERIALS),
  purity: z.enum(PURITIES),
  size: z.array(z.string()),
  /** Rupees before discount. */
  price: z.number(),
  discount: DiscountDto,
  sku: z.string(),
  stock: z.number().int(),
  inStock: z.boolean(),
  /** Grams. */
  weight: z.number(),
  images: z.array(z.string()),
  pricing: VariantPricingDto,
  /** Null for a `fixed` variant: its price is typed in whole, there is nothing to break up. */
  priceBreakup: PriceBreakupDto.nullable(),
});
export type VariantDto = z.infer<typeof VariantDto>;

export const CategoryRef = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export type CategoryRef = z.infer<typeof CategoryRef>;

/** A diamond's grading certificate: the lab (IGI, GIA…), its number, and a link to the report when there is one. */
export const CertificateDto = z.object({ lab: z.string(), number: z.string(), url: z.string().nullable() });
export type CertificateDto = z.infer<typeof CertificateDto>;

/**
 * Approved reviews of a product (issue 18, docs/api/catalogue.md "Ratings"): their average to one decimal and how
 * many there are; { average: 0, count: 0 } before the first is approved.
 */
export const RatingSummaryDto = z.object({ average: z.number(), count: z.number().int() });
export type RatingSummaryDto = z.infer<typeof RatingSummaryDto>;

export const ProductDto = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  mainImage: z.string(),
  category: CategoryRef,
  subcategory: CategoryRef.nullable(),
  tags: z.array(z.string()),
  isCustomizable: z.boolean(),
  isFeatured: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  createdAt: Timestamp,
  /** Null when the product carries no certificate. */
  certificate: CertificateDto.nullable(),
  variants: z.array(VariantDto),
  rating: RatingSummaryDto,
});
export type ProductDto = z.infer<typeof ProductDto>;

/** Subcategories and categories in full: their reference (CategoryRef) and what their pages and cards show. */
export const SubcategoryDto = CategoryRef.extend({
  image: ImageRef,
  category: z.object({ _id: z.string(), name: z.string() }),
  isFeatured: z.boolean(),
  title: z.string().optional(),
  description: z.string().optional(),
  count: z.number().int().optional(),
});
export type SubcategoryDto = z.infer<typeof SubcategoryDto>;

export const CategoryDto = CategoryRef.extend({
  image: ImageRef,
  isFeatured: z.boolean(),
  subcategories: z.array(SubcategoryDto).optional(),
});
export type CategoryDto = z.infer<typeof CategoryDto>;

export const ProductsReply = okReply({ products: z.array(ProductDto) });
export type ProductsReply = z.infer<typeof ProductsReply>;

/* ------------------------------------------------------------------------------------------------------------
 * Read calls of the catalogue (docs/shop/storefront.md §7, docs/shop/admin.md §7) — their query strings, bodies
 * and replies.
 * ------------------------------------------------------------------------------------------------------------ */

/** `a,b` or `?x=a&x=b` → ['a','b'] (trimmed, blanks dropped). */
const listParam = (v: unknown) => {
  if (v === undefined || v === null) return undefined;
  const parts = (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(','));
  const list = parts.map((s) => s.trim()).filter(Boolean);
  return list.length ? list : undefined;
};

const rupeeParam = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: CATALOG_MESSAGES.priceNumber })
    .min(0, { message: CATALOG_MESSAGES.priceNumber })
    .max(100_000_000, { message: CATALOG_MESSAGES.priceNumber })
    .optional(),
);

const pageParam = wholeNumberParam(CATALOG_MESSAGES.pageNumber, 100_000, 1);
const limitParam = (max: number, fallback: number) =>
  wholeNumberParam(CATALOG_MESSAGES.limitNumber, max, fallback);

/** Control characters (a NUL byte above all) cannot be in any name or slug; PostgreSQL refuses them in text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const stripControl = (s: string) => s.replace(/[\u0000-\u001f\u007f]/g, '');

/** An id or slug as it arrives in a path or query: any short text; unknown or malformed ones are a 404. */
const Ref = z.string().trim().min(1).max(200).transform(stripControl);
const SlugText = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .transform((s) => stripControl(s).toLowerCase());

/** Search text in a query string: trimmed, control characters dropped, at most SEARCH_MAX_CHARS; blank is none. */
const SearchText = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(SEARCH_MAX_CHARS, { message: CATALOG_MESSAGES.queryTooLong })
    .transform(stripControl)
    .optional(),
);

/**
 * GET /api/product/get-products-filtered. The spec's categoryId/subcategoryId, plus (beyond the spec) a slug
 * form so a pasted listing URL loads, and the listing's filters, sort and page (docs/decisions/011).
 * With none of the five listing keys, the listing is the whole shop (/shop).
 */
export const ListingQuery = z
  .object({
    categoryId: z.preprocess(blankToUndefined, Ref.optional()),
    subcategoryId: z.preprocess(blankToUndefined, Ref.optional()),
    /** A category slug, else a subcategory slug (/collections/{slug}). */
    slug: z.preprocess(blankToUndefined, SlugText.optional()),
    categorySlug: z.preprocess(blankToUndefined, SlugText.optional()),
    subcategorySlug: z.preprocess(blankToUndefined, SlugText.optional()),
    metals: z.preprocess(
      listParam,
      z
        .array(z.enum(MATERIALS, { message: CATALOG_MESSAGES.unknownMetal }))
        .max(5)
        .optional(),
    ),
    /** Category slugs (the filter drawer's categories). */
    categories: z.preprocess(listParam, z.array(SlugText).max(50).optional()),
    minPrice: rupeeParam,
    maxPrice: rupeeParam,
    /** Purities of any of the product's variants (the filter drawer's Purity). */
    purities: z.preprocess(
      listParam,
      z
        .array(z.enum(PURITIES, { message: CATALOG_MESSAGES.unknownPurity }))
        .max(PURITIES.length)
        .optional(),
    ),
    /** true: only products with a variant in stock. */
    inStock: z.preprocess(
      (v) => {
        const raw = Array.isArray(v) ? v[v.length - 1] : v;
        if (raw === undefined || raw === null || raw === '') return undefined;
        const text = String(raw).trim().toLowerCase();
        if (text === 'true' || text === '1' || text === 'on') return true;
        if (text === 'false' || text === '0') return false;
        return raw;
      },
      z.boolean({ message: CATALOG_MESSAGES.inStockFlag }).optional(),
    ),
    /**
     * Search text: only products the header search would find (the same typo-tolerant matcher,
     * docs/decisions/013 and 114). Without a sort, they come most relevant first.
     */
    q: SearchText,
    sort: z.preprocess(
      blankToUndefined,
      z.enum(PRODUCT_SORTS, { message: CATALOG_MESSAGES.unknownSort }).optional(),
    ),
    page: pageParam,
    limit: limitParam(LISTING_PAGE_SIZE.max, LISTING_PAGE_SIZE.default),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: CATALOG_MESSAGES.priceOrder,
    path: ['minPrice'],
  });
export type ListingQuery = z.infer<typeof ListingQuery>;

/** What a listing is, for its heading and breadcrumb. */
export const ListingInfo = z.object({
  kind: z.enum(['all', 'category', 'subcategory']),
  _id: z.string().nullable(),
  name: z.string(),
  slug: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  /** The parent category of a subcategory listing. */
  category: CategoryRef.nullable(),
});
export type ListingInfo = z.infer<typeof ListingInfo>;

/** A listing's paging: the shared fields plus `totalPages` (the same as `pages`, kept for older clients). */
export const Pagination = z.object({ ...PageReply, totalPages: z.number().int() });
export type Pagination = z.infer<typeof Pagination>;

const FacetCount = z.object({ count: z.number().int() });

/**
 * What the listing's scope — the listing and its search text, before the shopper's filters — holds, for the
 * filter drawer: each value with its number of pieces (docs/decisions/114).
 */
export const ListingFacets = z.object({
  /** Products in the scope. */
  total: z.number().int(),
  /** The metals its pieces come in (Platinum only when a piece offers it), FILTER_METALS order. */
  metals: z.array(FacetCount.extend({ value: z.enum(MATERIALS) })),
  /** The purities of its variants, PURITIES order. */
  purities: z.array(FacetCount.extend({ value: z.enum(PURITIES) })),
  /** Pieces with a variant in stock. */
  inStock: z.number().int(),
  /** Price ranges in rupees from the scope's real prices; `max` null: no upper limit. Inclusive bounds. */
  prices: z.array(FacetCount.extend({ min: z.number().int(), max: z.number().int().nullable() })),
  /** Categories of its pieces (by their home category), catalogue order. */
  categories: z.array(FacetCount.extend({ slug: z.string(), name: z.string() })),
});
export type ListingFacets = z.infer<typeof ListingFacets>;

/** With `q`: the search text as matched, and other searches to try when nothing matched ("did you mean"). */
export const ListingSearch = z.object({ q: z.string(), suggestions: z.array(z.string()) });

export const ListingReply = MessageReply.extend({
  products: z.array(ProductDto),
  listing: ListingInfo,
  facets: ListingFacets.optional(),
  search: ListingSearch.optional(),
}).extend(Pagination.shape);
export type ListingReply = z.infer<typeof ListingReply>;

/** GET /api/product/get-product/{idOrSlug}: `redirect` is set when an old slug of a renamed product was used. */
export const ProductReply = okReply({
  product: ProductDto,
  redirect: z.object({ from: z.string(), to: z.string() }).optional(),
});
export type ProductReply = z.infer<typeof ProductReply>;

export const RelatedQuery = z.object({ limit: limitParam(LIST_CAPS.related, 4) });

export const SearchQuery = z.object({
  q: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string().max(SEARCH_MAX_CHARS, { message: CATALOG_MESSAGES.queryTooLong }),
  ),
});

export const SearchResults = z.object({
  products: z.array(ProductDto),
  categories: z.array(CategoryDto),
  subcategories: z.array(SubcategoryDto),
});
export const SearchReply = okReply({ results: SearchResults });
export type SearchReply = z.infer<typeof SearchReply>;

export const CategoriesReply = okReply({ categories: z.array(CategoryDto) });
export type CategoriesReply = z.infer<typeof CategoriesReply>;
export const CategoryReply = okReply({ category: CategoryDto });
export type CategoryReply = z.infer<typeof CategoryReply>;
export const SubcategoriesReply = okReply({ subcategories: z.array(SubcategoryDto) });
export type SubcategoriesReply = z.infer<typeof SubcategoriesReply>;
/** GET /api/subcategory/by-category/{id} (docs/shop/admin.md §7). */
export const SubcategoriesByCategoryReply = SubcategoriesReply.extend({ categoryTitle: z.string() });
export type SubcategoriesByCategoryReply = z.infer<typeof SubcategoriesByCategoryReply>;

export const SlugsBody = z.object(
  {
    slugs: z
      .array(SlugText, { message: CATALOG_MESSAGES.slugsRequired })
      .min(1, { message: CATALOG_MESSAGES.slugsRequired })
      .max(LIST_CAPS.slugsPerCall, { message: `At most ${LIST_CAPS.slugsPerCall} slugs at a time.` }),
  },
  { message: CATALOG_MESSAGES.slugsRequired },
);

/** POST /api/subcategory/getsubs-by-slugs: categories keyed by their slug, each with its subcategories. */
export const SubsBySlugsReply = okReply({
  categories: z.record(z.string(), CategoryDto.extend({ subcategories: z.array(SubcategoryDto) })),
});
export type SubsBySlugsReply = z.infer<typeof SubsBySlugsReply>;

export const ProductsBySlugsBody = SlugsBody.extend({
  limit: limitParam(HOME_LIST_SIZE.max, HOME_LIST_SIZE.default),
});

/** POST /api/product/get-products-by-category-slugs: one entry per slug found, in the order asked. */
export const ProductsBySlugsReply = MessageReply.extend({
  data: z.array(
    z.object({
      details: ListingInfo.extend({ slug: z.string() }),
      products: z.array(ProductDto),
    }),
  ),
});
export type ProductsBySlugsReply = z.infer<typeof ProductsBySlugsReply>;

/**
 * GET /api/product/getproducts: one page of products (default 20, at most 100; docs/decisions/084), searchable
 * for the admin list. Without parameters: the newest 20.
 */
export const AdminProductsQuery = z.object({
  q: SearchText,
  ...pageQuery(PAGE_SIZES.admin),
  status: z.preprocess(
    blankToUndefined,
    z.enum([...PRODUCT_STATUSES, 'all'], { message: 'Status must be active, inactive or all.' }).optional(),
  ),
  ...AdminProductListFields,
});
export type AdminProductsQuery = z.infer<typeof AdminProductsQuery>;

export const AdminProductsReply = ProductsReply.extend(PageReply);
export type AdminProductsReply = z.infer<typeof AdminProductsReply>;
