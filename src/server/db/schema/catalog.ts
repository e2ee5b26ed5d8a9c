import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, keptRef, ownedBy, timestamps } from './columns';
import { discountTypeEnum, materialEnum, productStatusEnum, purityEnum } from './enums';
import { users } from './users';
import type { MakingChargeType, PricingMode } from '#domain/pricing';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    imageUrl: text('image_url'),
    isFeatured: boolean('is_featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('categories_featured_idx').on(t.isFeatured)],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: id(),
    /** restrict: a category that still holds subcategories cannot disappear underneath them. */
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    imageUrl: text('image_url'),
    /** Optional heading and blurb for the home page's collection block. */
    title: text('title'),
    description: text('description'),
    isFeatured: boolean('is_featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('subcategories_category_idx').on(t.categoryId),
    index('subcategories_featured_idx').on(t.isFeatured),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    mainImageUrl: text('main_image_url'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subcategoryId: uuid('subcategory_id').references(() => subcategories.id, { onDelete: 'restrict' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isCustomizable: boolean('is_customizable').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    status: productStatusEnum('status').notNull().default('active'),
    /** A diamond's grading certificate (lab, number, and a link or uploaded document), shown on the product page. */
    certificateLab: text('certificate_lab'),
    certificateNumber: text('certificate_number'),
    certificateUrl: text('certificate_url'),
    ...timestamps,
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_subcategory_idx').on(t.subcategoryId),
    index('products_status_created_idx').on(t.status, t.createdAt),
    // The admin's products list, newest first across every status (docs/decisions/104).
    index('products_created_idx').on(t.createdAt, t.id),
  ],
);

/** Slugs a product had before a rename, so old links keep working (admin issue). */
export const productSlugHistory = pgTable(
  'product_slug_history',
  {
    slug: text('slug').primaryKey(),
    productId: ownedBy('product_id', () => products.id),
    ...timestamps,
  },
  (t) => [index('product_slug_history_product_idx').on(t.productId)],
);

export const variants = pgTable(
  'variants',
  {
    id: id(),
    productId: ownedBy('product_id', () => products.id),
    material: materialEnum('material').notNull(),
    purity: purityEnum('purity').notNull(),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pricePaise: integer('price_paise').notNull(),
    discountType: discountTypeEnum('discount_type'),
    /** Percent ×100 for `percentage` (1250 = 12.5 %), paise for `fixed`. */
    discountValue: integer('discount_value').notNull().default(0),
    sku: text('sku').notNull(),
    stock: integer('stock').notNull().default(0),
    weightGrams: numeric('weight_grams', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    position: integer('position').notNull().default(0),
    /**
     * `fixed`: price_paise is typed in. `rate`: price_paise is kept by the server from today's metal rate and the
     * recipe below (domain/pricing.ts, docs/decisions/092) — every rate change rewrites it.
     */
    pricingMode: text('pricing_mode').$type<PricingMode>().notNull().default('fixed'),
    makingChargeType: text('making_charge_type').$type<MakingChargeType>().notNull().default('percent'),
    /** Paise per gram for `per_gram`; basis points of the metal value for `percent` (1200 = 12%). */
    makingChargeValue: integer('making_charge_value').notNull().default(0),
    stoneValuePaise: integer('stone_value_paise').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('variants_sku_uq').on(t.sku),
    check('variants_pricing_mode', sql`${t.pricingMode} in ('fixed', 'rate')`),
    check('variants_making_type', sql`${t.makingChargeType} in ('per_gram', 'percent')`),
    check('variants_recipe_nonnegative', sql`${t.makingChargeValue} >= 0 and ${t.stoneValuePaise} >= 0`),
    index('variants_product_idx').on(t.productId, t.position),
    check('variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('variants_price_nonnegative', sql`${t.pricePaise} >= 0`),
    check('variants_discount_nonnegative', sql`${t.discountValue} >= 0`),
  ],
);

export const variantImages = pgTable(
  'variant_images',
  {
    id: id(),
    variantId: ownedBy('variant_id', () => variants.id),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('variant_images_variant_idx').on(t.variantId, t.position)],
);

/**
 * Extra listings a product appears in besides its own subcategory: the merchandising lists (new-arrivals,
 * best-seller, trending-now) and the lines of the featured collection. A product keeps one home category and
 * subcategory (breadcrumb, filters) and may be shown in any number of these, as a Shopify collection would.
 * See docs/decisions/003-collections.md.
 */
export const collectionProducts = pgTable(
  'collection_products',
  {
    subcategoryId: ownedBy('subcategory_id', () => subcategories.id),
    productId: ownedBy('product_id', () => products.id),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.subcategoryId, t.productId] }),
    index('collection_products_product_idx').on(t.productId),
  ],
);

/**
 * Today's rate per gram for each metal and purity (domain/pricing.ts RATE_KEYS). Changing one rewrites the price of
 * every rate-linked variant in the same transaction (docs/decisions/092).
 */
export const metalRates = pgTable(
  'metal_rates',
  {
    metal: text('metal').notNull(),
    purity: text('purity').notNull(),
    ratePerGramPaise: integer('rate_per_gram_paise').notNull(),
    updatedBy: keptRef('updated_by', () => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.metal, t.purity] }),
    check('metal_rates_positive', sql`${t.ratePerGramPaise} > 0`),
  ],
);

/** Every change of a rate: who, when, old → new (the admin's history). */
export const metalRateChanges = pgTable(
  'metal_rate_changes',
  {
    id: id(),
    metal: text('metal').notNull(),
    purity: text('purity').notNull(),
    oldRatePaise: integer('old_rate_paise'),
    newRatePaise: integer('new_rate_paise').notNull(),
    changedBy: keptRef('changed_by', () => users.id),
    /** Kept as text too: the history still says who when the account is gone. */
    changedByName: text('changed_by_name').notNull().default(''),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('metal_rate_changes_changed_idx').on(t.changedAt)],
);
