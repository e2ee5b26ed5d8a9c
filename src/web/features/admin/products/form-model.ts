/**
 * The product form's values and how they become the `product` JSON of add-product / update-product
 * (docs/shop/admin.md §7; docs/api/admin.md). Field names follow the entity (material, price, weight, size…) so
 * that the domain schema's issue paths (`variants.1.sku`) and the server's `errors[].path` name form fields as
 * is. Text stays text until sent: the schema accepts "45,999.50", comma-separated sizes and tags, blanks.
 */
import type { Material, Purity } from '#domain/catalog-constants';
import {
  MAX_PRICE_RUPEES,
  productImageIssues,
  type AdminProductDto,
  type ProductFormMode,
} from '#domain/schemas/admin-product';
import { rateVariantIssues, type PricingIssue } from '#domain/schemas/admin-pricing';
import { toNumberish } from '#domain/schemas/admin-fields';
import type { MakingChargeType, PricingMode } from '#domain/pricing';
import type { RateTable } from '#domain/variant-pricing';

export type DiscountChoice = '' | 'percentage' | 'fixed';

export interface VariantFormValues {
  /** Set for a variant the product already has (edit); new variants have none. */
  _id?: string;
  material: Material | '';
  purity: string;
  sku: string;
  /** `fixed`: the price is typed in; `rate`: weight × today's rate + making + stones + GST (docs/decisions/092). */
  pricingMode: PricingMode;
  /** Typed in for a fixed variant; ignored (computed by the server) for a rate-linked one. */
  price: string;
  makingCharge: { type: MakingChargeType; value: string };
  /** Rupees of stones. */
  stoneValue: string;
  /** Comma separated. */
  size: string;
  stock: string;
  weight: string;
  discount: { type: DiscountChoice; value: string };
  /** Images the variant keeps (edit). */
  images: string[];
  /** Newly chosen files, sent as variantImages_{index}. */
  newImages: File[];
}

export interface ProductFormValues {
  title: string;
  description: string;
  category: string;
  subcategory: string;
  status: 'active' | 'inactive';
  isCustomizable: boolean;
  isFeatured: boolean;
  /** Comma separated. */
  tags: string;
  alsoShowIn: string[];
  /** A diamond's grading certificate; all blank for none. */
  certificate: { lab: string; number: string; url: string };
  /** The stored main image (edit); null once removed. */
  mainImage: string | null;
  mainImageFile: File | null;
  variants: VariantFormValues[];
}

export function emptyVariant(): VariantFormValues {
  return {
    material: '',
    purity: '',
    sku: '',
    pricingMode: 'fixed',
    price: '',
    makingCharge: { type: 'percent', value: '' },
    stoneValue: '',
    size: '',
    stock: '',
    weight: '',
    discount: { type: '', value: '' },
    images: [],
    newImages: [],
  };
}

export function emptyProduct(): ProductFormValues {
  return {
    title: '',
    description: '',
    category: '',
    subcategory: '',
    status: 'active',
    isCustomizable: false,
    isFeatured: false,
    tags: '',
    alsoShowIn: [],
    certificate: { lab: '', number: '', url: '' },
    mainImage: null,
    mainImageFile: null,
    variants: [emptyVariant()],
  };
}

const numberText = (n: number) => (Number.isFinite(n) ? String(n) : '');

/** The edit form's starting values from the stored product. */
export function productToForm(p: AdminProductDto): ProductFormValues {
  return {
    title: p.title,
    description: p.description,
    category: p.category._id,
    subcategory: p.subcategory?._id ?? '',
    status: p.status,
    isCustomizable: p.isCustomizable,
    isFeatured: p.isFeatured,
    tags: p.tags.join(', '),
    alsoShowIn: p.alsoShowIn.map((s) => s._id),
    certificate: {
      lab: p.certificate?.lab ?? '',
      number: p.certificate?.number ?? '',
      url: p.certificate?.url ?? '',
    },
    mainImage: p.mainImage && p.mainImage !== '/placeholder.svg' ? p.mainImage : null,
    mainImageFile: null,
    variants: p.variants.map((v) => ({
      _id: v._id,
      material: v.material,
      purity: v.purity,
      sku: v.sku,
      pricingMode: v.pricing.mode,
      price: numberText(v.price),
      makingCharge: {
        type: v.pricing.makingCharge.type,
        value: v.pricing.makingCharge.value ? numberText(v.pricing.makingCharge.value) : '',
      },
      stoneValue: v.pricing.stoneValue ? numberText(v.pricing.stoneValue) : '',
      size: v.size.join(', '),
      stock: numberText(v.stock),
      weight: numberText(v.weight),
      discount: {
        type: v.discount.type ?? '',
        value: v.discount.type && v.discount.value ? numberText(v.discount.value) : '',
      },
      images: [...v.images],
      newImages: [],
    })),
  };
}

/** The `product` JSON the server reads (files travel beside it as multipart parts). */
export function formToPayload(values: ProductFormValues, mode: ProductFormMode) {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    subcategory: values.subcategory || null,
    status: values.status,
    isCustomizable: values.isCustomizable,
    isFeatured: values.isFeatured,
    tags: values.tags,
    alsoShowIn: values.alsoShowIn.filter((id) => id !== values.subcategory),
    certificate: values.certificate,
    // Edit: the kept URL, or null when removed (a new file then replaces it). Add: only files.
    ...(mode === 'edit' ? { mainImage: values.mainImage } : {}),
    variants: values.variants.map((v) => ({
      ...(v._id ? { _id: v._id } : {}),
      material: v.material,
      purity: v.purity,
      sku: v.sku,
      pricingMode: v.pricingMode,
      // A rate-linked price is the server's to compute.
      ...(v.pricingMode === 'fixed' ? { price: v.price } : {}),
      makingCharge: v.makingCharge,
      stoneValue: v.stoneValue,
      size: v.size,
      stock: v.stock,
      weight: v.weight,
      discount: { type: v.discount.type || null, value: v.discount.value },
      images: v.images,
    })),
  };
}

/** What the schema cannot see: the image files, under the server's own image rules (the same for add and edit). */
export function imageIssues(values: ProductFormValues, mode: ProductFormMode) {
  return productImageIssues(
    {
      main: !!values.mainImage || !!values.mainImageFile,
      variants: values.variants.map((v) => v.images.length + v.newImages.length),
    },
    mode,
  );
}

const amount = (text: string): number => {
  const n = toNumberish(text);
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

/**
 * A rate-linked variant's price at today's rates, by the rule the server saves it with (admin-pricing.ts), from
 * what the form holds now: the price (rupees, before discount) or the issues that stop it.
 */
export function ratePreview(
  v: VariantFormValues,
  rates: RateTable,
): { issues: PricingIssue[]; price: number | null } {
  if (v.pricingMode !== 'rate' || !v.material || !v.purity) return { issues: [], price: null };
  const discount = v.discount.type ? { type: v.discount.type, value: amount(v.discount.value) } : null;
  const result = rateVariantIssues(
    {
      material: v.material,
      purity: v.purity as Purity,
      weight: amount(v.weight),
      pricing: {
        mode: 'rate',
        makingCharge: { type: v.makingCharge.type, value: amount(v.makingCharge.value) },
        stoneValue: amount(v.stoneValue),
      },
      discount,
    },
    rates,
    MAX_PRICE_RUPEES,
  );
  return { issues: result.issues, price: result.pricePaise === null ? null : result.pricePaise / 100 };
}

/** What today's rates say about the variants (no rate, no weight, a discount above the price), once rates are known. */
export function rateIssues(values: ProductFormValues, rates: RateTable | undefined) {
  if (!rates) return [];
  return values.variants.flatMap((v, i) =>
    ratePreview(v, rates).issues.map((issue) => ({
      path: ['variants', i, ...issue.path],
      message: issue.message,
    })),
  );
}

/** The multipart body: `product` JSON, `mainImage` file, `variantImages_{i}` files. */
export function formToMultipart(values: ProductFormValues, mode: ProductFormMode): FormData {
  const form = new FormData();
  form.append('product', JSON.stringify(formToPayload(values, mode)));
  if (values.mainImageFile) form.append('mainImage', values.mainImageFile);
  values.variants.forEach((v, i) => {
    for (const file of v.newImages) form.append(`variantImages_${i}`, file);
  });
  return form;
}

/** The variant whose SKU a 409 names ('The SKU "X" is already used by another variant.'). */
export function variantIndexOfSkuMessage(values: ProductFormValues, message: string): number {
  const sku = /SKU "([^"]+)"/.exec(message)?.[1]?.toLowerCase();
  if (!sku) return -1;
  return values.variants.findIndex((v) => v.sku.trim().toLowerCase() === sku);
}
