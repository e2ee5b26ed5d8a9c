/**
 * Category and subcategory writes (docs/shop/admin.md §5, §7): the payloads the server accepts and the replies it
 * sends. Payloads arrive as multipart fields (text) or JSON; the builders in admin-fields.ts accept both.
 */
import { z } from 'zod';
import { BRAND } from '../brand';
import { MERCHANDISING_SLUGS } from '../catalog-constants';
import { CategoryDto, SubcategoryDto } from './catalog';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { SLUG_RE, booleanish, entityId, optionalText, requiredText, toBooleanish } from './admin-fields';
import { MessageReply, blankToUndefined, okReply } from './common';

export const NAME_MAX = 80;

/**
 * Slugs the storefront reads by name (the featured collection and the home page's merchandising lists): they
 * never change and cannot be deleted, or a home page section would silently disappear.
 */
export const HOME_PAGE_SLUGS: readonly string[] = [
  BRAND.collectionSlug,
  ...Object.values(MERCHANDISING_SLUGS),
];

const OptionalSlug = z.preprocess(
  (v) => {
    const b = blankToUndefined(v);
    return typeof b === 'string' ? b.trim().toLowerCase() : b;
  },
  z
    .string({ error: M.slugInvalid })
    .max(80, { error: M.slugInvalid })
    .regex(SLUG_RE, { error: M.slugInvalid })
    .optional(),
);

/** `removeImage=true` on an update clears the image without sending a new one. */
const RemoveImage = booleanish(M.booleanInvalid, false);

export const AddCategoryInput = z.object({
  name: requiredText(M.categoryNameRequired, NAME_MAX, M.nameTooLong),
});
export type AddCategoryInput = z.infer<typeof AddCategoryInput>;

export const UpdateCategoryInput = z.object({
  name: requiredText(M.categoryNameEmpty, NAME_MAX, M.nameTooLong),
  /** Optional: change the URL name on purpose (a rename alone keeps it, see docs/decisions/041). */
  slug: OptionalSlug,
  removeImage: RemoveImage,
});
export type UpdateCategoryInput = z.infer<typeof UpdateCategoryInput>;

export const FeaturedInput = z.object({
  isFeatured: z.preprocess(toBooleanish, z.boolean({ error: M.isFeaturedInvalid })),
});
export type FeaturedInput = z.infer<typeof FeaturedInput>;

const SubcategoryFields = {
  name: requiredText(M.fillAllFields, NAME_MAX, M.nameTooLong),
  category: entityId({ required: M.fillAllFields, invalid: M.categoryMissing }),
  /** Optional heading and blurb of the home page's collection block. */
  title: optionalText(120, M.headingTooLong),
  description: optionalText(1000, M.blurbTooLong),
};

/** Add subcategory: name, category and image all required ('Please fill all fields.'); the image is checked by the route. */
export const AddSubcategoryInput = z.object(SubcategoryFields);
export type AddSubcategoryInput = z.infer<typeof AddSubcategoryInput>;

export const UpdateSubcategoryInput = z.object({
  ...SubcategoryFields,
  slug: OptionalSlug,
  removeImage: RemoveImage,
});
export type UpdateSubcategoryInput = z.infer<typeof UpdateSubcategoryInput>;

// ---- replies ----

export const CategoryWriteReply = MessageReply.extend({ category: CategoryDto });
export type CategoryWriteReply = z.infer<typeof CategoryWriteReply>;

export const CategoryFeaturedReply = okReply({ updated: CategoryDto });
export type CategoryFeaturedReply = z.infer<typeof CategoryFeaturedReply>;

export const SubcategoryWriteReply = MessageReply.extend({ subcategory: SubcategoryDto });
export type SubcategoryWriteReply = z.infer<typeof SubcategoryWriteReply>;

export const SubcategoryFeaturedReply = okReply({ updated: SubcategoryDto });
export type SubcategoryFeaturedReply = z.infer<typeof SubcategoryFeaturedReply>;

export const DeleteReply = MessageReply;
export type DeleteReply = z.infer<typeof DeleteReply>;

export const SubcategoryDeleteReply = DeleteReply.extend({
  /** How many "Also show in" listings of other products were removed with it. */
  removedListings: z.number().int(),
});
export type SubcategoryDeleteReply = z.infer<typeof SubcategoryDeleteReply>;
