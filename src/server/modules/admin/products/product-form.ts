/**
 * The product form as the server receives it (docs/shop/admin.md §7): the `product` JSON, a `mainImage` file and
 * `variantImages_{index}` files for the variant at that index of `variants`. Images already in the shop are
 * referred to by URL inside the JSON (`mainImage`, `variants[i].images`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import {
  AddProductInput,
  MAX_IMAGES_PER_VARIANT,
  MAX_VARIANTS,
  UpdateProductInput,
  type ProductFormMode,
  type ProductInput,
} from '#domain/schemas/admin-product';
import { badRequest, parseInput } from '#server/errors';
import { productPayload, readAdminForm, type AdminForm, type FileRule } from '../shared/form';
import { shopImageUrl } from '../shared/images';

export const PRODUCT_IMAGE_FOLDER = 'products';
const VARIANT_FILES = /^variantImages_(\d{1,3})(\[\])?$/;

function productFileRule(fieldname: string): FileRule | null {
  if (fieldname === 'mainImage')
    return { kind: 'image', folder: PRODUCT_IMAGE_FOLDER, max: 1, tooMany: 'Please send one main image.' };
  const match = VARIANT_FILES.exec(fieldname);
  if (match && Number(match[1]) < MAX_VARIANTS)
    return {
      kind: 'image',
      folder: PRODUCT_IMAGE_FOLDER,
      max: MAX_IMAGES_PER_VARIANT,
      tooMany: M.tooManyImages,
    };
  if (match) throw badRequest(M.imagesForMissingVariant(Number(match[1])));
  return null;
}

/** The product JSON of a form's fields, checked by the add's or the edit's schema (400 with the form's messages). */
export function parseProductInput(mode: ProductFormMode, fields: Record<string, unknown>): ProductInput {
  return parseInput(
    mode === 'add' ? AddProductInput : UpdateProductInput,
    productPayload({ fields }, M.productJsonInvalid),
  );
}

/**
 * Reads the product form and its checked product JSON. The JSON is validated before any image is processed
 * (decision 120): a bad product costs no image work and leaves no file, whatever the order of the form's parts.
 */
export async function readProductForm(
  app: FastifyInstance,
  request: FastifyRequest,
  mode: ProductFormMode,
): Promise<{ form: AdminForm; input: ProductInput }> {
  let input: ProductInput | undefined;
  const form = await readAdminForm(app, request, {
    fileRule: productFileRule,
    maxFiles: 1 + MAX_VARIANTS * MAX_IMAGES_PER_VARIANT,
    check: { field: 'product', run: (fields) => (input = parseProductInput(mode, fields)) },
  });
  // A JSON body (no files) is not read part by part: its check is here.
  return { form, input: input ?? parseProductInput(mode, form.fields) };
}

export interface ProductUploads {
  mainImage: string | undefined;
  /** New image URLs per variant index. */
  variantImages: Map<number, string[]>;
}

/** The uploads of a product form, by variant index; images for an index beyond the variants are refused. */
export function productUploads(form: AdminForm, variantCount: number): ProductUploads {
  const variantImages = new Map<number, string[]>();
  for (const [field, urls] of form.images) {
    const match = VARIANT_FILES.exec(field);
    if (!match) continue;
    const index = Number(match[1]);
    if (index >= variantCount) throw badRequest(M.imagesForMissingVariant(index));
    const list = [...(variantImages.get(index) ?? []), ...urls];
    if (list.length > MAX_IMAGES_PER_VARIANT) throw badRequest(M.tooManyImages);
    variantImages.set(index, list);
  }
  return { mainImage: form.images.get('mainImage')?.[0], variantImages };
}

/**
 * An image URL sent in the JSON: one the entity already has (`own`), or any image the shop holds. Anything else
 * is refused rather than silently dropped, so an admin never loses a picture without noticing.
 */
export function existingImage(app: FastifyInstance, url: string, own: ReadonlySet<string>): string {
  if (own.has(url)) return url;
  const stored = shopImageUrl(app, url);
  if (!stored) throw badRequest(M.imageUnknown, [{ path: 'images', message: M.imageUnknown }]);
  return stored;
}

/**
 * The images a variant of the form will have, in order and once each: the URLs it lists (each `existingImage`),
 * then its new files.
 */
export function variantImageList(
  app: FastifyInstance,
  listed: readonly string[],
  uploaded: readonly string[] | undefined,
  own: ReadonlySet<string>,
): string[] {
  return [...new Set([...listed.map((url) => existingImage(app, url, own)), ...(uploaded ?? [])])];
}
