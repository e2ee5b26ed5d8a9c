/**
 * Turns the CSV's rows into products to insert, or into the list of every problem with its line. Rows are
 * grouped by `handle`; the product columns come from a handle's first row and later rows may leave them blank
 * (or repeat them exactly). Categories, subcategories and lists are matched by name or URL name, SKUs must be
 * new to the shop and to the file, image URLs must be the shop's own (otherwise a warning and the placeholder).
 */
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  CSV_COLUMNS,
  CsvProductRow,
  CsvVariantRow,
  productCells,
  type CsvRowProblem,
} from '#domain/schemas/admin-csv';
import { MAX_PRICE_RUPEES, MAX_VARIANTS } from '#domain/schemas/admin-product';
import { rateVariantIssues } from '#domain/schemas/admin-pricing';
import { paiseToRupees } from '#domain/money';
import type { RateTable } from '#domain/variant-pricing';
import type { PricedVariant } from '../products/product-write';
import type { Db, Tx } from '#server/db/client';
import { categories, subcategories, variants } from '#server/db/schema';
import { shopImageUrl } from '../shared/images';
import type { CsvRow } from './csv-reader';

export interface PlannedVariant {
  input: PricedVariant;
  images: string[];
}

export interface PlannedProduct {
  handle: string;
  product: CsvProductRow;
  categoryId: string;
  subcategoryId: string | null;
  alsoShowIn: string[];
  mainImage: string | null;
  variants: PlannedVariant[];
}

export interface ProblemOfRow extends CsvRowProblem {
  /** A taken or repeated SKU (the reply is 409 when every problem is one). */
  conflict?: boolean;
}

export interface CsvPlan {
  products: PlannedProduct[];
  problems: ProblemOfRow[];
  warnings: CsvRowProblem[];
}

const PRODUCT_COLUMNS = CSV_COLUMNS.filter((c) => c.level === 'product').map((c) => c.name);

interface Named {
  id: string;
  name: string;
  slug: string;
}

/** Looks up categories/subcategories by URL name or by name, ignoring case. */
function index<T extends Named>(list: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of list) map.set(item.name.trim().toLowerCase(), item);
  for (const item of list) map.set(item.slug, item); // a URL name wins over a name that happens to look like one
  return map;
}

/** The CSV column an issue's path names (the certificate's three cells are read as one value). */
function columnOf(path: readonly PropertyKey[]): string | undefined {
  if (path[0] === undefined) return undefined;
  if (path[0] === 'certificate') return `certificate_${String(path[1] ?? 'lab')}`;
  return String(path[0]);
}

function issuesOf(result: z.ZodSafeParseResult<unknown>): Array<{ column?: string; message: string }> {
  if (result.success) return [];
  return result.error.issues.map((i) => {
    const column = columnOf(i.path);
    return { ...(column ? { column } : {}), message: i.message };
  });
}

/** Columns of the pricing rule's issue paths (admin-pricing.ts `rateVariantIssues`). */
const PRICING_COLUMNS: Record<string, string> = {
  weight: 'weight_grams',
  purity: 'purity',
  'discount.value': 'discount_value',
};

/** How often (in products) a long check reports its progress and lets the process answer other requests. */
const PROGRESS_EVERY = 250;

/** A problem (or warning) of row `r`, naming its handle and SKU when it has them. */
function at(r: CsvRow, message: string, extra: Partial<ProblemOfRow> = {}): ProblemOfRow {
  return {
    line: r.line,
    row: r.row,
    ...(r.cells.handle?.trim() ? { handle: r.cells.handle.trim() } : {}),
    ...(r.cells.sku?.trim() ? { sku: r.cells.sku.trim() } : {}),
    message,
    ...extra,
  };
}

/** The shop's categories and lists, looked up by name or URL name. */
async function loadPlaces(db: Db | Tx) {
  const [categoryRows, subcategoryRows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories),
    db
      .select({
        id: subcategories.id,
        name: subcategories.name,
        slug: subcategories.slug,
        categoryId: subcategories.categoryId,
      })
      .from(subcategories),
  ]);
  const subcategoriesOf = new Map<string, Map<string, Named>>();
  for (const c of categoryRows)
    subcategoriesOf.set(c.id, index(subcategoryRows.filter((s) => s.categoryId === c.id)));
  return { categoryBy: index(categoryRows), anySubcategoryBy: index(subcategoryRows), subcategoriesOf };
}

/** What checking one file's rows shares: the places, the image lookups, the SKUs seen and what was found. */
interface PlanContext {
  places: Awaited<ReturnType<typeof loadPlaces>>;
  rates: RateTable;
  /** The stored URL of an image URL the shop holds, or null (each URL checked once). */
  image: (url: string) => string | null;
  /** Each SKU of the file (lower case) and the line it first appears on. */
  skuFirstLine: Map<string, number>;
  problems: ProblemOfRow[];
  warnings: CsvRowProblem[];
}

function imageLookup(app: FastifyInstance): (url: string) => string | null {
  const cache = new Map<string, string | null>();
  return (url) => {
    if (!cache.has(url)) cache.set(url, shopImageUrl(app, url));
    return cache.get(url)!;
  };
}

/** The rows grouped by handle (case aside), in the order handles first appear; a row without one is a problem. */
function groupByHandle(rows: readonly CsvRow[], problems: ProblemOfRow[]): Map<string, CsvRow[]> {
  const groups = new Map<string, CsvRow[]>();
  for (const r of rows) {
    const handle = r.cells.handle?.trim();
    if (!handle) {
      problems.push(at(r, 'handle is required.', { column: 'handle' }));
      continue;
    }
    const key = handle.toLowerCase();
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return groups;
}

/** Where a product goes: its category, its list in that category, and the other lists it also shows in. */
function placeProduct(ctx: PlanContext, first: CsvRow, p: CsvProductRow) {
  const { categoryBy, anySubcategoryBy, subcategoriesOf } = ctx.places;
  let categoryId: string | undefined;
  let subcategoryId: string | null = null;
  const alsoShowIn: string[] = [];
  const category = categoryBy.get(p.category.toLowerCase());
  if (!category)
    ctx.problems.push(at(first, `category "${p.category}" does not exist.`, { column: 'category' }));
  else {
    categoryId = category.id;
    if (p.subcategory) {
      const sub = subcategoriesOf.get(category.id)?.get(p.subcategory.toLowerCase());
      if (!sub)
        ctx.problems.push(
          at(first, `subcategory "${p.subcategory}" is not a subcategory of ${category.name}.`, {
            column: 'subcategory',
          }),
        );
      else subcategoryId = sub.id;
    }
  }
  for (const name of p.also_show_in) {
    const list = anySubcategoryBy.get(name.toLowerCase());
    if (!list)
      ctx.problems.push(
        at(first, `also_show_in: "${name}" is not a list of the shop.`, { column: 'also_show_in' }),
      );
    else if (list.id !== subcategoryId && !alsoShowIn.includes(list.id)) alsoShowIn.push(list.id);
  }
  return { categoryId, subcategoryId, alsoShowIn };
}

/** The product's main image as stored, or null with a warning when the shop does not hold it. */
function mainImageOf(ctx: PlanContext, first: CsvRow, p: CsvProductRow): string | null {
  if (!p.main_image) return null;
  const mainImage = ctx.image(p.main_image);
  if (!mainImage)
    ctx.warnings.push(
      at(first, `main_image "${p.main_image}" is not an image in the shop; the placeholder is shown.`, {
        column: 'main_image',
      }),
    );
  return mainImage;
}

/** Later rows of a handle: product columns blank or the same as the first row's; at most MAX_VARIANTS rows. */
function checkLaterRows(ctx: PlanContext, group: readonly CsvRow[]): void {
  const first = group[0]!;
  for (const r of group.slice(1)) {
    for (const column of PRODUCT_COLUMNS) {
      const value = r.cells[column]?.trim() ?? '';
      const firstValue = first.cells[column]?.trim() ?? '';
      if (value && value !== firstValue)
        ctx.problems.push(
          at(
            r,
            `${column} differs from the first row of "${first.cells.handle!.trim()}" (line ${first.line}); leave it blank.`,
            { column },
          ),
        );
    }
  }
  if (group.length > MAX_VARIANTS)
    ctx.problems.push(
      at(group[MAX_VARIANTS]!, `A product can have at most ${MAX_VARIANTS} variants (rows per handle).`),
    );
}

/** Records the row's SKU, or a conflict when an earlier line of the file has it. */
function noteSku(ctx: PlanContext, r: CsvRow, sku: string): void {
  const skuKey = sku.toLowerCase();
  const earlier = ctx.skuFirstLine.get(skuKey);
  if (earlier !== undefined)
    ctx.problems.push(
      at(r, `The SKU "${sku}" is also on line ${earlier}.`, { column: 'sku', conflict: true }),
    );
  else ctx.skuFirstLine.set(skuKey, r.line);
}

/** The variant's images the shop holds, each once; the others are left out with a warning. */
function variantImagesOf(ctx: PlanContext, r: CsvRow, urls: readonly string[]): string[] {
  const images: string[] = [];
  for (const url of urls) {
    const stored = ctx.image(url);
    if (stored) {
      if (!images.includes(stored)) images.push(stored);
    } else
      ctx.warnings.push(
        at(r, `variant_images: "${url}" is not an image in the shop and was left out.`, {
          column: 'variant_images',
        }),
      );
  }
  return images;
}

/** One row as a variant to insert, priced; null when its cells do not parse (the problems are recorded). */
function planVariant(ctx: PlanContext, r: CsvRow): PlannedVariant | null {
  const result = CsvVariantRow.safeParse(r.cells);
  for (const issue of issuesOf(result)) ctx.problems.push(at(r, issue.message, issue));
  if (!result.success) return null;
  const v = result.data;
  noteSku(ctx, r, v.sku);
  const images = variantImagesOf(ctx, r, v.variant_images);
  const pricing = {
    mode: v.pricing_mode ?? 'fixed',
    makingCharge: { type: v.making_charge_type, value: v.making_charge_value },
    stoneValue: v.stone_value,
  } as const;
  const discount = { type: v.discount_type ?? null, value: v.discount_value };
  // Fixed: the price cell. Rate: today's rate, by the rule the product form uses.
  const priced = rateVariantIssues(
    { material: v.material, purity: v.purity, weight: v.weight_grams, pricing, discount },
    ctx.rates,
    MAX_PRICE_RUPEES,
  );
  for (const issue of priced.issues)
    ctx.problems.push(
      at(r, issue.message, { column: PRICING_COLUMNS[issue.path.join('.')] ?? 'pricing_mode' }),
    );
  return {
    input: {
      material: v.material,
      purity: v.purity,
      sku: v.sku,
      price: priced.pricePaise === null ? (v.price ?? 0) : paiseToRupees(priced.pricePaise),
      size: v.sizes,
      stock: v.stock,
      weight: v.weight_grams,
      discount,
      pricingMode: pricing.mode,
      makingCharge: pricing.makingCharge,
      stoneValue: pricing.stoneValue,
    },
    images,
  };
}

/** One handle's rows as a product to insert, or null when its product columns or category fail. */
function planProduct(ctx: PlanContext, group: readonly CsvRow[]): PlannedProduct | null {
  const first = group[0]!;
  const productResult = CsvProductRow.safeParse(productCells(first.cells));
  for (const issue of issuesOf(productResult)) ctx.problems.push(at(first, issue.message, issue));
  const place = productResult.success ? placeProduct(ctx, first, productResult.data) : undefined;
  const mainImage = productResult.success ? mainImageOf(ctx, first, productResult.data) : null;
  checkLaterRows(ctx, group);
  const planned = group.map((r) => planVariant(ctx, r)).filter((v): v is PlannedVariant => v !== null);
  if (!productResult.success || !place?.categoryId) return null;
  return {
    handle: first.cells.handle!.trim(),
    product: productResult.data,
    categoryId: place.categoryId,
    subcategoryId: place.subcategoryId,
    alsoShowIn: place.alsoShowIn,
    mainImage,
    variants: planned,
  };
}

/** SKUs of the file the shop already has, in chunks that stay well under any parameter limit. */
async function checkTakenSkus(db: Db | Tx, rows: readonly CsvRow[], ctx: PlanContext): Promise<void> {
  const fileSkus = [...ctx.skuFirstLine.keys()];
  const rowByLine = new Map(rows.map((r) => [r.line, r]));
  for (let i = 0; i < fileSkus.length; i += 1000) {
    const chunk = fileSkus.slice(i, i + 1000);
    const taken = await db
      .select({ sku: variants.sku })
      .from(variants)
      .where(inArray(sql`lower(${variants.sku})`, chunk));
    for (const t of taken) {
      const r = rowByLine.get(ctx.skuFirstLine.get(t.sku.toLowerCase())!)!;
      ctx.problems.push(
        at(r, `The SKU "${r.cells.sku!.trim()}" is already used by another variant in the shop.`, {
          column: 'sku',
          conflict: true,
        }),
      );
    }
  }
}

/**
 * `rates` are today's metal rates, read under the rates lock by the caller (rate-linked rows are priced from them,
 * docs/decisions/092). `onProgress` hears how many rows are checked, every PROGRESS_EVERY products (an import
 * job's progress bar, docs/decisions/105).
 */
export async function planCsvImport(
  app: FastifyInstance,
  db: Db | Tx,
  rows: readonly CsvRow[],
  rates: RateTable,
  onProgress?: (rowsChecked: number) => Promise<void>,
): Promise<CsvPlan> {
  const ctx: PlanContext = {
    places: await loadPlaces(db),
    rates,
    image: imageLookup(app),
    skuFirstLine: new Map(),
    problems: [],
    warnings: [],
  };
  const groups = groupByHandle(rows, ctx.problems);
  const products: PlannedProduct[] = [];
  let checkedRows = 0;
  let checkedGroups = 0;
  for (const [, group] of groups) {
    if (onProgress && checkedGroups > 0 && checkedGroups % PROGRESS_EVERY === 0)
      await onProgress(checkedRows);
    checkedGroups++;
    checkedRows += group.length;
    const planned = planProduct(ctx, group);
    if (planned) products.push(planned);
  }
  await onProgress?.(checkedRows);
  await checkTakenSkus(db, rows, ctx);
  ctx.problems.sort((a, b) => a.line - b.line);
  return { products, problems: ctx.problems, warnings: ctx.warnings };
}
