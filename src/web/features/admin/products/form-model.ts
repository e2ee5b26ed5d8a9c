/**
 * The product form's values and how they become the `product` JSON of add-product / update-product
 * (admin.md §7; docs/api/admin.md). Field names follow the entity (material, price, weight, size…) so that
 * the domain schema's issue paths (`variants.1.sku`) and the server's `errors[].path` name form fields as is.
 * Text stays text until sent: the schema accepts "45,999.50", comma-separated sizes and tags, blanks.
 */
import { ADMIN_MESSAGES as M } from '../../../../domain/schemas/admin-messages';
import { MAX_VARIANT_IMAGES, type Material } from '../../../../domain/catalog-constants';
import type { AdminProductDto, ProductFormMode } from '../../../../domain/schemas/admin-product';

export type DiscountChoice = '' | 'percentage' | 'fixed';

export interface VariantFormValues {
  /** Set for a variant the product already has (edit); new variants have none. */
  _id?: string;
  material: Material | '';
  purity: string;
  sku: string;
  price: string;
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
    price: '',
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
    mainImage: p.mainImage && p.mainImage !== '/placeholder.svg' ? p.mainImage : null,
    mainImageFile: null,
    variants: p.variants.map((v) => ({
      _id: v._id,
      material: v.material,
      purity: v.purity,
      sku: v.sku,
      price: numberText(v.price),
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
    // Edit: the kept URL, or null when removed (a new file then replaces it). Add: only files.
    ...(mode === 'edit' ? { mainImage: values.mainImage } : {}),
    variants: values.variants.map((v) => ({
      ...(v._id ? { _id: v._id } : {}),
      material: v.material,
      purity: v.purity,
      sku: v.sku,
      price: v.price,
      size: v.size,
      stock: v.stock,
      weight: v.weight,
      discount: { type: v.discount.type || null, value: v.discount.value },
      images: v.images,
    })),
  };
}

/** What the schema cannot see: the image files (admin.md §5's image rules). */
export function imageIssues(values: ProductFormValues, mode: ProductFormMode) {
  const issues: Array<{ path: PropertyKey[]; message: string }> = [];
  if (!values.mainImage && !values.mainImageFile)
    issues.push({
      path: ['mainImage'],
      message: mode === 'add' ? M.productRequired : M.editProductRequired,
    });
  values.variants.forEach((v, i) => {
    const count = v.images.length + v.newImages.length;
    if (count > MAX_VARIANT_IMAGES)
      issues.push({ path: ['variants', i, 'images'], message: M.tooManyImages });
    else if (mode === 'edit' && count === 0)
      issues.push({ path: ['variants', i, 'images'], message: M.editVariantRequired });
  });
  return issues;
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
