/**
 * Every message the admin API sends, in one place: the spec's own words (docs/shop/admin.md §5) first, then ours
 * for the rules the spec leaves to the server. The admin UI shows these as they come (toasts, form errors).
 */
import { MAX_VARIANT_IMAGES, MATERIALS, PURITIES } from '../catalog-constants';
import { APPOINTMENT_STATUSES, ORDER_STATUSES } from '../business-constants';

export const ADMIN_SPEC_MESSAGES = {
  categoryNameRequired: 'Please provide category name.',
  categoryNameEmpty: 'Category name cannot be empty.',
  fillAllFields: 'Please fill all fields.',
  productRequired: 'Please fill all required fields',
  variantRequired: 'Please fill all required variant fields',
  editProductRequired: 'Please fill all required fields and ensure a main image is present.',
  // The spec's edit-only variant message ('…and each variant has at least one image.') is gone with its rule:
  // add and edit share one rule, under which a variant needs no image (issue 13 item 15, docs/api/admin.md).
  csvRequired: 'Please select a CSV file.',
} as const;

export const ADMIN_MESSAGES = {
  ...ADMIN_SPEC_MESSAGES,
  nameTooLong: 'Names can be at most 80 characters.',
  titleTooLong: 'The title can be at most 200 characters.',
  descriptionTooLong: 'The description can be at most 10,000 characters.',
  headingTooLong: 'The heading can be at most 120 characters.',
  blurbTooLong: 'The description can be at most 1,000 characters.',
  slugInvalid: 'A URL name may use lower-case letters, digits and single hyphens (e.g. "engagement-rings").',
  isFeaturedInvalid: 'isFeatured must be true or false.',
  booleanInvalid: 'Must be true or false.',

  categoryNotFound: 'Category not found.',
  subcategoryNotFound: 'Subcategory not found.',
  productNotFound: 'Product not found.',
  orderNotFound: 'Order not found.',
  userNotFound: 'User not found.',
  appointmentNotFound: 'Appointment not found.',

  categoryMissing: 'The chosen category does not exist.',
  subcategoryMissing: 'The chosen subcategory does not exist.',
  subcategoryNotInCategory: 'The chosen subcategory does not belong to the chosen category.',
  collectionMissing: 'One of the "Also show in" lists does not exist.',
  categoryNameTaken: (name: string) => `A category named "${name}" already exists.`,
  tooManyCategories: (max: number) =>
    `The shop can have at most ${max} categories. Delete one, or add a subcategory instead.`,
  tooManySubcategories: (max: number) =>
    `The shop can have at most ${max} subcategories. Delete one before adding another.`,
  subcategoryNameTaken: (name: string, category: string) =>
    `A subcategory named "${name}" already exists in ${category}.`,
  slugTaken: (slug: string) => `The URL name "${slug}" is already used by another category or subcategory.`,
  slugProtected: (slug: string) =>
    `"${slug}" is read by the home page, so its URL name cannot change and it cannot be deleted.`,
  protectedDelete: (name: string) =>
    `"${name}" is read by the home page and cannot be deleted. Turn its featured flag off instead.`,
  categoryHasProducts: (n: number) =>
    `This category still holds ${n} ${n === 1 ? 'product' : 'products'}. Move or delete ${n === 1 ? 'it' : 'them'} first.`,
  categoryHasSubcategories: (n: number) =>
    `This category still has ${n} ${n === 1 ? 'subcategory' : 'subcategories'}. Delete ${n === 1 ? 'it' : 'them'} first.`,
  subcategoryHasProducts: (n: number) =>
    `This subcategory still holds ${n} ${n === 1 ? 'product' : 'products'}. Move ${n === 1 ? 'it' : 'them'} to another subcategory or delete ${n === 1 ? 'it' : 'them'} first.`,

  variantsRequired: 'A product needs at least one variant.',
  tooManyVariants: (max: number) => `A product can have at most ${max} variants.`,
  materialInvalid: `Material must be one of ${MATERIALS.join(', ')}.`,
  purityInvalid: `Purity must be one of ${PURITIES.join(', ')}.`,
  purityMismatch: (purity: string, material: string) => `Purity ${purity} does not fit ${material}.`,
  skuInvalid: 'A SKU may use letters, digits, dots, dashes, underscores and slashes (at most 64 characters).',
  skuTaken: (sku: string) => `The SKU "${sku}" is already used by another variant.`,
  skuRepeated: (sku: string) => `The SKU "${sku}" is given to more than one variant.`,
  priceInvalid: 'Price must be a number of rupees, at least 0, with at most two decimals.',
  priceTooLarge: 'Price can be at most ₹1,00,00,000.',
  weightInvalid: 'Weight must be a number of grams, at least 0, with at most two decimals.',
  weightTooLarge: 'Weight can be at most 1,00,000 grams.',
  stockInvalid: 'Stock must be a whole number, at least 0.',
  stockTooLarge: 'Stock can be at most 10,00,000.',
  discountTypeInvalid: 'Discount type must be percentage or fixed.',
  discountValueInvalid: 'Discount must be a number, at least 0, with at most two decimals.',
  discountNeedsType: 'Choose a discount type (percentage or fixed) for a discount value.',
  discountPercentTooLarge: 'A percentage discount can be at most 100.',
  discountFixedTooLarge: 'A fixed discount cannot be more than the price.',
  statusInvalid: 'Status must be active or inactive.',
  sizesInvalid: 'Sizes: at most 30, each at most 20 characters.',
  tagsInvalid: 'Tags: at most 30, each at most 40 characters.',
  tooManyImages: `A variant can have at most ${MAX_VARIANT_IMAGES} images.`,
  imageUnknown: 'An image URL is not one of the shop’s images.',
  imagesForMissingVariant: (index: number) =>
    `Images were sent for variant ${index + 1}, which is not in the product.`,
  variantNotInProduct: 'A variant id does not belong to this product.',
  variantRepeated: 'The same variant is sent twice.',
  productJsonInvalid: 'The product details are not valid JSON.',
  idInvalid: 'Invalid id.',

  orderStatusInvalid: `Status must be one of ${ORDER_STATUSES.join(', ')}.`,
  orderStatusUpdated: (status: string) => `Status updated to "${status}"`,
  appointmentStatusInvalid: `Status must be one of ${APPOINTMENT_STATUSES.join(', ')}.`,
  deleteSelf: 'You cannot delete your own account from the admin panel.',
  deleteLastAdmin: 'This is the last admin account; the shop needs at least one admin.',

  categoryCreated: 'Category created successfully',
  categoryUpdated: 'Category updated successfully',
  categoryDeleted: 'Category deleted successfully',
  subcategoryCreated: 'Subcategory created successfully',
  subcategoryUpdated: 'Subcategory updated successfully',
  subcategoryDeleted: 'Subcategory deleted successfully',
  productCreated: 'Product added successfully!',
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product deleted successfully',
  userDeleted: 'User deleted successfully!',
} as const;
