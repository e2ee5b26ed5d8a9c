/**
 * The product form's payload (docs/shop/admin.md §5, §7): the `product` JSON of add-product and update-product,
 * in both the form's names (metalColor, totalPrice, weightInGrams, categoryId, subCategoryId) and the entity's
 * names (material, price, weight, category, subcategory). Add and edit follow the same rules — whatever the add
 * form creates, the edit form can save (issue 13 item 15) — and differ only in the spec's wording of "required".
 */
import { z } from 'zod';
import {
  DISCOUNT_TYPES,
  MATERIALS,
  MAX_VARIANT_IMAGES,
  PRODUCT_STATUSES,
  PURITIES,
  purityFitsMaterial,
  type Material,
  type Purity,
} from '../catalog-constants';
import { rupeesToPaise } from '../money';
import { CategoryRef, ProductDto } from './catalog';
import {
  CertificateInput,
  MakingChargeInput,
  PRICING_MESSAGES,
  PricingModeInput,
  StoneValueInput,
} from './admin-pricing';
import { ADMIN_MESSAGES as M } from './admin-messages';
import {
  booleanish,
  decimal,
  toNumberish,
  entityId,
  idList,
  oneOf,
  optionalEntityId,
  optionalText,
  requiredText,
  sizeList,
  textList,
  wholeNumber,
} from './admin-fields';
import { MessageReply, blankToUndefined, okReply, uuid } from './common';

export const MAX_VARIANTS = 16;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
export const MAX_PRICE_RUPEES = 10_000_000;
export const MAX_WEIGHT_GRAMS = 100_000;
export const MAX_STOCK = 1_000_000;
export const SKU_RE = /^[A-Za-z0-9][A-Za-z0-9._\-/]{0,63}$/;

export type ProductFormMode = 'add' | 'edit';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Copies an alias into the entity name, so both vocabularies validate alike: the first alias with a value, else
 * a present but blank alias (an edit that clears the field), when the entity name itself carries no value.
 */
function alias(input: Obj, target: string, names: string[]): void {
  if (blankToUndefined(input[target]) !== undefined) return;
  const withValue = names.find((name) => blankToUndefined(input[name]) !== undefined);
  const present = names.find((name) => input[name] !== undefined);
  const source = withValue ?? (input[target] === undefined ? present : undefined);
  if (source !== undefined) input[target] = input[source];
}

export function normalizeDiscount(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (v === undefined) return { type: null, value: 0 };
  if (!isObj(v)) return v;
  const type = blankToUndefined(v.type);
  return {
    type: typeof type === 'string' && type.trim().toLowerCase() === 'none' ? null : (type ?? null),
    value: v.value,
  };
}

export const DiscountInput = z
  .preprocess(
    normalizeDiscount,
    z.object(
      {
        type: z
          .preprocess(
            (t) => (typeof t === 'string' ? t.trim().toLowerCase() : t),
            z.enum(DISCOUNT_TYPES, { error: M.discountTypeInvalid }),
          )
          .nullable(),
        value: decimal({
          invalid: M.discountValueInvalid,
          max: MAX_PRICE_RUPEES,
          tooLarge: M.discountValueInvalid,
        }),
      },
      { error: M.discountTypeInvalid },
    ),
  )
  .superRefine((d, ctx) => {
    if (d.type === null && d.value > 0) ctx.addIssue({ code: 'custom', message: M.discountNeedsType });
    if (d.type === 'percentage' && d.value > 100)
      ctx.addIssue({ code: 'custom', message: M.discountPercentTooLarge, path: ['value'] });
  });
export type DiscountInput = z.infer<typeof DiscountInput>;

export function skuField(required: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : blankToUndefined(v)),
    z
      .string({ error: required })
      .min(1, { error: required, abort: true })
      .regex(SKU_RE, { error: M.skuInvalid }),
  );
}

/** URLs of images the variant keeps (edit) or reuses from the shop; `{ url }` objects are accepted too. */
const ImageUrls = z.preprocess(
  (v) => {
    const b = blankToUndefined(v);
    if (b === undefined) return undefined;
    const list = Array.isArray(b) ? b : [b];
    return list
      .map((i) => (isObj(i) ? i.url : i))
      .map((i) => (typeof i === 'string' ? i.trim() : i))
      .filter((i) => i !== '');
  },
  z.array(z.string({ error: M.imageUnknown }).max(500, { error: M.imageUnknown })).optional(),
);

/**
 * The checks that tie a variant's fields together: purity fits the metal, a fixed discount ≤ the price (a typed
 * price: a rate-linked price is known only with today's rate — admin-pricing.ts `rateVariantIssues`).
 */
export function checkVariantCombination(
  v: { material: Material; purity: Purity; price?: number | undefined; discount?: DiscountInput | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!purityFitsMaterial(v.material, v.purity))
    ctx.addIssue({ code: 'custom', message: M.purityMismatch(v.purity, v.material), path: ['purity'] });
  if (v.discount && v.price !== undefined && fixedDiscountTooLarge(v.price, v.discount))
    ctx.addIssue({ code: 'custom', message: M.discountFixedTooLarge, path: ['discount', 'value'] });
}

export function fixedDiscountTooLarge(price: number, discount: DiscountInput): boolean {
  return discount.type === 'fixed' && rupeesToPaise(discount.value) > rupeesToPaise(price);
}

/** Marks the weight of a rate-linked variant that has none: its field then says so (no JSON can forge it). */
const NEEDS_WEIGHT = Object.freeze({ needsWeight: true });

/** `pricing: { mode, makingCharge, stoneValue }` (the reply's shape) or flat names → the input's fields. */
function flattenPricing(v: Obj): void {
  if (isObj(v.pricing)) {
    const p = v.pricing;
    if (v.pricingMode === undefined) v.pricingMode = p.mode;
    if (v.makingCharge === undefined) v.makingCharge = p.makingCharge;
    if (v.stoneValue === undefined) v.stoneValue = p.stoneValue;
  }
  alias(v, 'pricingMode', ['pricing_mode']);
  alias(v, 'stoneValue', ['stone_value']);
  const type = v.makingChargeType ?? v.making_charge_type;
  const value = v.makingChargeValue ?? v.making_charge_value;
  if (v.makingCharge === undefined && (type !== undefined || value !== undefined))
    v.makingCharge = { type, value };
}

/**
 * One variant, the same on add and edit: material, purity and SKU are required, and the price of a `fixed`
 * variant (a `rate` variant's price is computed by the server from its weight, making charge and stone value —
 * docs/decisions/092); sizes, stock, weight, discount and images are not. Blank means none / 0; absent means 0 on
 * a new variant and the stored value on a kept one (an edit that sends only what changed). An absent pricing mode
 * keeps the stored one (`fixed` for a new variant), and then a price is required as before: a client that
 * knows nothing of rates keeps working, and its price is ignored for a rate-linked variant.
 */
export function variantInput() {
  const required = M.variantRequired;
  return z.preprocess(
    (raw) => {
      if (!isObj(raw)) return raw;
      const v: Obj = { ...raw };
      alias(v, 'material', ['metalColor', 'metal', 'metal_color']);
      alias(v, 'price', ['totalPrice', 'total_price']);
      alias(v, 'weight', ['weightInGrams', 'weight_grams', 'weightGrams']);
      alias(v, 'size', ['sizes']);
      flattenPricing(v);
      // The rules that hang on the pricing mode are settled here and reported by the fields themselves, so their
      // messages come with every other field's (an object's own refinements wait until all its fields are valid).
      const rate = typeof v.pricingMode === 'string' && v.pricingMode.trim().toLowerCase() === 'rate';
      if (rate) {
        // The server computes the price: whatever was typed is not looked at.
        v.price = undefined;
        const w = toNumberish(v.weight);
        // A kept variant that sends no weight keeps its stored one (the server checks that).
        const missing = w === undefined && (v.weight !== undefined || !blankToUndefined(v._id));
        if (missing || (typeof w === 'number' && !(w > 0))) v.weight = NEEDS_WEIGHT;
      } else if (blankToUndefined(v.price) === undefined) v.price = '';
      if (v.discount === undefined && (v.discountType !== undefined || v.discountValue !== undefined))
        v.discount = { type: v.discountType, value: v.discountValue };
      return v;
    },
    z
      .object(
        {
          _id: z.preprocess(
            (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : blankToUndefined(v)),
            uuid(M.variantNotInProduct).optional(),
          ),
          material: oneOf(MATERIALS, { required, invalid: M.materialInvalid }),
          purity: oneOf(PURITIES, { required, invalid: M.purityInvalid }),
          sku: skuField(required),
          /** Required for a fixed variant (a blank one arrives as ''); absent for a rate-linked one (above). */
          price: decimal({
            required,
            invalid: M.priceInvalid,
            max: MAX_PRICE_RUPEES,
            tooLarge: M.priceTooLarge,
          }).optional(),
          pricingMode: PricingModeInput,
          makingCharge: MakingChargeInput.optional(),
          stoneValue: StoneValueInput.optional(),
          /** Absent: [] for a new variant, the stored sizes for a kept one (the same for stock and discount). */
          size: sizeList({ maxItems: 30, maxLength: 20, invalid: M.sizesInvalid }).optional(),
          stock: wholeNumber({
            invalid: M.stockInvalid,
            max: MAX_STOCK,
            tooLarge: M.stockTooLarge,
          }).optional(),
          weight: z.preprocess(
            (w, ctx) => {
              if (w === NEEDS_WEIGHT)
                ctx.addIssue({ code: 'custom', message: PRICING_MESSAGES.weightNeeded });
              return w;
            },
            decimal({
              invalid: M.weightInvalid,
              max: MAX_WEIGHT_GRAMS,
              tooLarge: M.weightTooLarge,
            }).optional(),
          ),
          discount: DiscountInput.optional(),
          images: ImageUrls,
        },
        { error: required },
      )
      .superRefine(checkVariantCombination),
  );
}
export type VariantInput = z.infer<ReturnType<typeof variantInput>>;

export function productInput(mode: ProductFormMode) {
  const required = mode === 'add' ? M.productRequired : M.editProductRequired;
  return z.preprocess(
    (raw) => {
      if (!isObj(raw)) return raw;
      const p: Obj = { ...raw };
      alias(p, 'category', ['categoryId', 'category_id']);
      alias(p, 'subcategory', ['subCategoryId', 'subcategoryId', 'subCategory', 'subcategory_id']);
      alias(p, 'alsoShowIn', ['collections', 'collectionIds', 'also_show_in']);
      if (
        p.certificate === undefined &&
        ['certificateLab', 'certificateNumber', 'certificateUrl'].some((k) => k in p)
      )
        p.certificate = { lab: p.certificateLab, number: p.certificateNumber, url: p.certificateUrl };
      return p;
    },
    z.object(
      {
        title: requiredText(required, TITLE_MAX, M.titleTooLong),
        /** Absent on an edit keeps the stored value (as for every optional field); '' or null clears it. */
        description: optionalText(DESCRIPTION_MAX, M.descriptionTooLong).optional(),
        category: entityId({ required, invalid: M.categoryMissing }),
        subcategory: optionalEntityId(M.subcategoryMissing).optional(),
        tags: textList({ maxItems: 30, maxLength: 40, invalid: M.tagsInvalid }).optional(),
        /** Absent on an add: false / false / active. */
        isCustomizable: booleanish(M.booleanInvalid),
        isFeatured: booleanish(M.booleanInvalid),
        status: z.preprocess(
          blankToUndefined,
          oneOf(PRODUCT_STATUSES, { required: M.statusInvalid, invalid: M.statusInvalid }).optional(),
        ),
        /**
         * An image already in the shop: on an edit the current main image (kept) — `null` or '' removes it; on an
         * add an existing picture to reuse. A new file goes in the multipart `mainImage` part instead.
         */
        mainImage: z.preprocess(
          (v) => {
            if (v === undefined) return undefined;
            const u = isObj(v) ? v.url : v;
            return typeof u === 'string' ? u.trim() || null : (u ?? null);
          },
          z.string({ error: M.imageUnknown }).max(500, { error: M.imageUnknown }).nullable().optional(),
        ),
        /** Ids of subcategories (merchandising lists, collection lines) that also list the product. */
        alsoShowIn: idList(M.collectionMissing),
        /** Absent keeps the stored certificate (edit) or none (add); null or all blank removes it. */
        certificate: CertificateInput.optional(),
        variants: z
          .array(variantInput(), { error: M.variantsRequired })
          .min(1, { error: M.variantsRequired })
          .max(MAX_VARIANTS, { error: M.tooManyVariants(MAX_VARIANTS) }),
      },
      { error: required },
    ),
  );
}
export type ProductInput = z.infer<ReturnType<typeof productInput>>;

export const AddProductInput = productInput('add');
export const UpdateProductInput = productInput('edit');

/** Rupees → the stored discount value: percent hundredths or paise, both ×100 (docs/decisions/002). */
export function discountToStored(d: DiscountInput): { type: DiscountInput['type']; value: number } {
  return { type: d.type, value: rupeesToPaise(d.value) };
}

export const MAX_IMAGES_PER_VARIANT = MAX_VARIANT_IMAGES;

export interface ProductImageIssue {
  path: Array<string | number>;
  message: string;
}

/**
 * The image rules of add and edit alike, for what the schema cannot see (files): the product needs a main image
 * (stored or new); a variant may have up to 4 images and needs none — the main image stands in for a variant
 * without its own, on the card, the product page and the bag (docs/api/admin.md "Products").
 */
export function productImageIssues(
  images: { main: boolean; variants: readonly number[] },
  mode: ProductFormMode,
): ProductImageIssue[] {
  const issues: ProductImageIssue[] = [];
  if (!images.main)
    issues.push({ path: ['mainImage'], message: mode === 'add' ? M.productRequired : M.editProductRequired });
  images.variants.forEach((count, i) => {
    if (count > MAX_IMAGES_PER_VARIANT)
      issues.push({ path: ['variants', i, 'images'], message: M.tooManyImages });
  });
  return issues;
}

// ---- replies ----

/** A product as the admin sees it: the catalogue's ProductDto plus the lists it is also shown in. */
export const AdminProductDto = ProductDto.extend({ alsoShowIn: z.array(CategoryRef) });
export type AdminProductDto = z.infer<typeof AdminProductDto>;

export const ProductWriteReply = MessageReply.extend({ product: AdminProductDto });
export type ProductWriteReply = z.infer<typeof ProductWriteReply>;

export const AdminProductReply = okReply({ product: AdminProductDto });
export type AdminProductReply = z.infer<typeof AdminProductReply>;
