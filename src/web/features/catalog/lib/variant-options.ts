/**
 * Choosing a variant on the product page and the card (docs/shop/storefront.md §2, §4, §5): which option groups
 * exist (only those with more than one distinct value), which purities and sizes fit the chosen metal, which
 * variant a choice names, and what the add button says.
 */
import { MATERIALS, UNSIZED_CATEGORY_PATTERN, type Material, type Purity } from '#domain/catalog-constants';
import type { ProductDto, VariantDto } from '#domain/schemas/catalog';
import { CART_MESSAGES } from '#domain/cart-constants';
import {
  PRODUCT_FORM_FIELDS,
  PRODUCT_NOTICE_MAX_PARAM,
  PRODUCT_NOTICE_PARAM,
  isProductNotice,
  type ProductNotice,
} from '#domain/product-form';

/** In the shopper's words: which choice is missing, never "variant" (issue 17, docs/decisions/110). */
export const OPTION_MESSAGES = {
  chooseMetal: 'Please choose a metal.',
  choosePurity: 'Please choose a purity.',
  chooseSize: 'Please choose a size.',
  variantMissing: 'This combination is not available. Please choose another.',
  outOfStock: 'Out of stock.',
  onlyAvailable: (n: number) => `Only ${n} items available.`,
  onlyInStock: (n: number) => `Only ${n} items available in stock.`,
  bagFull: 'Your bag cannot hold another piece here. Please remove one from your bag first.',
} as const;

const unique = <T>(values: T[]) => [...new Set(values)];

/** What choosing needs of a product: its variants, and its category's name when known (a saved piece may lack it). */
export type OptionProduct = Pick<ProductDto, 'variants'> & {
  category?: Pick<ProductDto['category'], 'name'>;
};

/** Metals in the catalogue's order (MATERIALS), as the product offers them. */
export function materialsOf(product: Pick<ProductDto, 'variants'>): Material[] {
  const offered = new Set(product.variants.map((v) => v.material));
  return MATERIALS.filter((m) => offered.has(m));
}

export function puritiesOf(product: Pick<ProductDto, 'variants'>, material: Material | null): Purity[] {
  return unique(product.variants.filter((v) => !material || v.material === material).map((v) => v.purity));
}

export function sizesOf(variants: VariantDto[]): string[] {
  const sizes = unique(variants.flatMap((v) => v.size));
  // Ring sizes are numbers: sort them as numbers; anything else keeps its order.
  return sizes.every((s) => /^\d+(\.\d+)?$/.test(s)) ? sizes.sort((a, b) => Number(a) - Number(b)) : sizes;
}

/** Bracelets and necklaces are not sized: their size picker is hidden. */
export function isUnsized(product: Pick<OptionProduct, 'category'>): boolean {
  return UNSIZED_CATEGORY_PATTERN.test(product.category?.name ?? '');
}

export interface Choice {
  material: Material | null;
  purity: Purity | null;
  size: string | null;
}

export interface OptionGroups {
  materials: Material[];
  purities: Purity[];
  sizes: string[];
  showMaterial: boolean;
  showPurity: boolean;
  showSize: boolean;
}

export function optionGroups(product: OptionProduct, choice: Choice): OptionGroups {
  const materials = materialsOf(product);
  const purities = puritiesOf(product, choice.material);
  const forSizes = product.variants.filter(
    (v) =>
      (!choice.material || v.material === choice.material) && (!choice.purity || v.purity === choice.purity),
  );
  const sizes = isUnsized(product) ? [] : sizesOf(forSizes.length ? forSizes : product.variants);
  const allPurities = puritiesOf(product, null);
  return {
    materials,
    purities,
    sizes,
    showMaterial: materials.length > 1,
    showPurity: allPurities.length > 1,
    // A ring always asks for a size; anything else only when there is a choice.
    showSize: sizes.length > 1 || (sizes.length === 1 && /ring/i.test(product.category?.name ?? '')),
  };
}

/** The choice with every single-valued group filled in (nothing to pick there). */
export function withDefaults(product: OptionProduct, choice: Choice): Choice {
  const materials = materialsOf(product);
  const material = choice.material ?? (materials.length === 1 ? materials[0]! : null);
  const purities = puritiesOf(product, material);
  const purity =
    choice.purity && purities.includes(choice.purity)
      ? choice.purity
      : purities.length === 1 && material
        ? purities[0]!
        : null;
  const { sizes, showSize } = optionGroups(product, { material, purity, size: null });
  const size =
    choice.size && sizes.includes(choice.size)
      ? choice.size
      : !showSize && sizes.length === 1
        ? sizes[0]!
        : null;
  return { material, purity, size };
}

/** The variant a (complete) choice names. */
export function findVariant(product: OptionProduct, choice: Choice): VariantDto | undefined {
  if (!choice.material || !choice.purity) return undefined;
  return product.variants.find(
    (v) =>
      v.material === choice.material &&
      v.purity === choice.purity &&
      (!choice.size || v.size.length === 0 || v.size.includes(choice.size)),
  );
}

/** Whether every option group that has choices has one chosen (the add button leaves 'Select Options'). */
export function isComplete(product: OptionProduct, choice: Choice): boolean {
  const groups = optionGroups(product, choice);
  return !!choice.material && !!choice.purity && (!groups.showSize || !!choice.size);
}

/** The first choice still to be made, as a sentence ('Please choose a size.'); null when the choice is complete. */
export function missingChoice(product: OptionProduct, choice: Choice): string | null {
  const groups = optionGroups(product, choice);
  if (!choice.material) return OPTION_MESSAGES.chooseMetal;
  if (!choice.purity) return OPTION_MESSAGES.choosePurity;
  if (groups.showSize && !choice.size) return OPTION_MESSAGES.chooseSize;
  return null;
}

/** The images of a metal's variants, or of every variant, each once (the gallery). */
export function galleryImages(product: ProductDto, material: Material | null): string[] {
  const variants = material ? product.variants.filter((v) => v.material === material) : product.variants;
  const images = variants.flatMap((v) => v.images);
  return unique(material ? images : [product.mainImage, ...images]).filter(Boolean);
}

/** What a refused form post (docs/decisions/115) says on the product page it came back to. */
export function noticeMessage(notice: ProductNotice, max: number | null): string {
  switch (notice) {
    case 'choose-metal':
      return OPTION_MESSAGES.chooseMetal;
    case 'choose-purity':
      return OPTION_MESSAGES.choosePurity;
    case 'choose-size':
      return OPTION_MESSAGES.chooseSize;
    case 'unavailable':
      return OPTION_MESSAGES.variantMissing;
    case 'size-unavailable':
      return CART_MESSAGES.sizeUnavailable;
    case 'out-of-stock':
      return OPTION_MESSAGES.outOfStock;
    case 'stock':
      return max !== null ? OPTION_MESSAGES.onlyInStock(max) : OPTION_MESSAGES.outOfStock;
    case 'quantity':
      return CART_MESSAGES.invalidQuantity;
    case 'bag-full':
      return OPTION_MESSAGES.bagFull;
  }
}

/** The notice a product page's address carries (`?notice=choose-size`), as a sentence; null when none or unknown. */
export function noticeFromSearch(search: URLSearchParams): string | null {
  const notice = search.get(PRODUCT_NOTICE_PARAM);
  if (!isProductNotice(notice)) return null;
  const raw = search.get(PRODUCT_NOTICE_MAX_PARAM) ?? '';
  const max = /^\d{1,4}$/.test(raw) ? Number(raw) : null;
  return noticeMessage(notice, max);
}

/** Reads form fields (or a query string) by the product form's names. */
type Fields = Pick<URLSearchParams, 'get'>;

/**
 * The choice named by the product form's radios (or a refused post's query string), keeping only values this
 * product offers, with the single-valued groups filled in. The radios are the source of truth: a size tapped
 * before the app was live is read from them (docs/decisions/115).
 */
export function choiceFromFields(product: OptionProduct, fields: Fields): Choice {
  const text = (name: string) => {
    const v = fields.get(name);
    return typeof v === 'string' && v ? v : null;
  };
  const material = materialsOf(product).find((m) => m === text(PRODUCT_FORM_FIELDS.material)) ?? null;
  const purity = puritiesOf(product, material).find((p) => p === text(PRODUCT_FORM_FIELDS.purity)) ?? null;
  const size = text(PRODUCT_FORM_FIELDS.size);
  return withDefaults(product, { material, purity, size });
}

/** The quantity a form field (or query string) names: a whole number from 1, else null. */
export function quantityFromFields(fields: Fields): number | null {
  const raw = fields.get(PRODUCT_FORM_FIELDS.quantity);
  return typeof raw === 'string' && /^\d{1,4}$/.test(raw.trim()) && Number(raw) >= 1 ? Number(raw) : null;
}
