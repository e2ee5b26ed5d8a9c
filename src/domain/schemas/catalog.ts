import { z } from 'zod';
import { DISCOUNT_TYPES, MATERIALS, PRODUCT_STATUSES, PURITIES } from '../catalog-constants';
import { ImageRef, Timestamp } from './common';

/** Shapes of the catalogue as the API returns it (storefront.md §3, admin.md §3). */

export const DiscountDto = z.object({
  type: z.enum(DISCOUNT_TYPES).nullable(),
  value: z.number(),
});
export type DiscountDto = z.infer<typeof DiscountDto>;

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
});
export type VariantDto = z.infer<typeof VariantDto>;

export const CategoryRef = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export type CategoryRef = z.infer<typeof CategoryRef>;

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
  variants: z.array(VariantDto),
});
export type ProductDto = z.infer<typeof ProductDto>;

export const SubcategoryDto = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: ImageRef,
  category: z.object({ _id: z.string(), name: z.string() }),
  isFeatured: z.boolean(),
  title: z.string().optional(),
  description: z.string().optional(),
  count: z.number().int().optional(),
});
export type SubcategoryDto = z.infer<typeof SubcategoryDto>;

export const CategoryDto = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: ImageRef,
  isFeatured: z.boolean(),
  subcategories: z.array(SubcategoryDto).optional(),
});
export type CategoryDto = z.infer<typeof CategoryDto>;

export const ProductsReply = z.object({ success: z.literal(true), products: z.array(ProductDto) });
export type ProductsReply = z.infer<typeof ProductsReply>;
