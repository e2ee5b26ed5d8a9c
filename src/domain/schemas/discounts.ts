/**
 * Discount codes over the API (docs/shop/beyond.md §5 "Checkout and after-sale"; docs/api/admin.md "Discount
 * codes", docs/api/buying.md "Discount codes"). Money in rupees and percentages as numbers; dates as ISO 8601
 * with an offset (the admin form enters them in the shop's time zone and sends the instant). The rules themselves
 * are in ../discounts.ts.
 */
import { z } from 'zod';
import { hasAtMostTwoDecimals, paiseToRupees } from '../money';
import { CART_LIMITS } from '../cart-constants';
import { LIST_CAPS } from '../paging';
import {
  DISCOUNT_ADMIN_MESSAGES as M,
  DISCOUNT_CODE_RULE,
  DISCOUNT_CODE_TYPES,
  DISCOUNT_LIMITS,
  DISCOUNT_MESSAGES,
} from '../discounts';
import { toBooleanish, toNumberish } from './admin-fields';
import { blankToUndefined } from './common';
import { AdminListQuery } from './admin-paging';
import { pagedReply } from './paging';
import { MessageReply, okReply, uuid, wholeNumberIn } from './common';

export { DISCOUNT_ADMIN_MESSAGES, DISCOUNT_MESSAGES } from '../discounts';

const MAX_RUPEES = paiseToRupees(DISCOUNT_LIMITS.maxAmountPaise);

export const DiscountCode = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: M.code })
    .min(DISCOUNT_CODE_RULE.min, { error: M.code })
    .max(DISCOUNT_CODE_RULE.max, { error: M.code })
    .regex(DISCOUNT_CODE_RULE.pattern, { error: M.code }),
);

/** An instant with its offset, or nothing (blank, null). */
const Instant = z.preprocess(
  (v) => blankToUndefined(v) ?? null,
  z.iso.datetime({ offset: true, error: M.date }).nullable(),
);

const UseLimit = (what: string) =>
  z.preprocess(
    (v) => toNumberish(v) ?? null,
    wholeNumberIn(1, DISCOUNT_LIMITS.maxUses, M.limit(what)).nullable(),
  );

/**
 * POST /api/admin/discounts (and, merged over the stored discount, PUT /api/admin/discounts/{id}). `value` is a
 * percentage (1–100) for `percent` and rupees for `fixed`; `minOrder` rupees, compared with the pieces the code
 * applies to; `usageLimit`/`perCustomerLimit` null for no limit; `categoryIds` empty for every piece.
 */
export const DiscountInput = z
  .object({
    code: DiscountCode,
    type: z.enum(DISCOUNT_CODE_TYPES, { error: M.type }),
    value: z.preprocess(toNumberish, z.number({ error: M.value })),
    minOrder: z.preprocess(
      (v) => toNumberish(v) ?? 0,
      z
        .number({ error: M.minOrder })
        .min(0, { error: M.minOrder })
        .max(MAX_RUPEES, { error: M.minOrder })
        .refine(hasAtMostTwoDecimals, { error: M.minOrder }),
    ),
    startsAt: Instant,
    endsAt: Instant,
    usageLimit: UseLimit('The usage limit'),
    perCustomerLimit: UseLimit('The limit per customer'),
    categoryIds: z.preprocess(
      (v) => blankToUndefined(v) ?? [],
      z
        .array(uuid(M.categoryMissing), { error: M.categoryMissing })
        .max(LIST_CAPS.categories, { error: M.categories })
        .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    ),
    active: z.preprocess((v) => toBooleanish(v) ?? true, z.boolean({ error: M.active })),
  })
  .superRefine((d, ctx) => {
    const ok =
      d.type === 'percent'
        ? d.value >= DISCOUNT_LIMITS.minPercent && d.value <= DISCOUNT_LIMITS.maxPercent
        : d.value > 0 && d.value <= MAX_RUPEES;
    if (!ok || !hasAtMostTwoDecimals(d.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: d.type === 'percent' ? M.percent : M.fixed });
    if (d.startsAt && d.endsAt && Date.parse(d.endsAt) <= Date.parse(d.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: M.window });
  });
export type DiscountInput = z.input<typeof DiscountInput>;
export type DiscountValues = z.output<typeof DiscountInput>;

export const DISCOUNT_STATUSES = ['active', 'scheduled', 'expired', 'used up', 'inactive'] as const;

export const AdminDiscountDto = z.object({
  _id: z.string(),
  code: z.string(),
  type: z.enum(DISCOUNT_CODE_TYPES),
  /** Percent (12.5) or rupees (500). */
  value: z.number(),
  /** Rupees. */
  minOrder: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  categoryIds: z.array(z.string()),
  active: z.boolean(),
  /** Orders that used it. */
  timesUsed: z.number().int(),
  /** Where it stands now (inactive, scheduled, active, expired, used up). */
  status: z.enum(DISCOUNT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDiscountDto = z.infer<typeof AdminDiscountDto>;

/** GET /api/admin/discounts?q=&page=&limit= — newest first; `q` searches the code. */
export const AdminDiscountsQuery = AdminListQuery;
export type AdminDiscountsQuery = z.input<typeof AdminDiscountsQuery>;

export const AdminDiscountsReply = pagedReply({ discounts: z.array(AdminDiscountDto) });
export type AdminDiscountsReply = z.infer<typeof AdminDiscountsReply>;

export const AdminDiscountReply = okReply({ message: z.string().optional(), discount: AdminDiscountDto });
export type AdminDiscountReply = z.infer<typeof AdminDiscountReply>;

export const DeleteDiscountReply = MessageReply;

/** A code as a shopper types it: any case, spaces around ignored. */
export const ShopperDiscountCode = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: DISCOUNT_MESSAGES.codeRequired })
    .min(1, { error: DISCOUNT_MESSAGES.codeRequired })
    .max(100, { error: DISCOUNT_MESSAGES.notFound }),
);

/** A guest's bag line for the validate call: the piece and how many; prices are the catalogue's. */
export const ValidateDiscountLine = z.object({
  variantId: uuid(DISCOUNT_MESSAGES.badLines),
  quantity: wholeNumberIn(1, CART_LIMITS.maxQuantity, DISCOUNT_MESSAGES.badLines),
});

/**
 * POST /api/discounts/validate — a signed-in shopper's SERVER cart is what the code is checked against (`lines`
 * is then ignored); a guest sends their bag's `lines` (and may send `email`, for the per-customer limit).
 */
export const ValidateDiscountBody = z.object({
  code: ShopperDiscountCode,
  lines: z
    .array(ValidateDiscountLine, { error: DISCOUNT_MESSAGES.badLines })
    .max(CART_LIMITS.maxMergeLines, { error: DISCOUNT_MESSAGES.badLines })
    .optional(),
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    z.email({ error: DISCOUNT_MESSAGES.badEmail }).max(254, { error: DISCOUNT_MESSAGES.badEmail }).optional(),
  ),
});
export type ValidateDiscountBody = z.input<typeof ValidateDiscountBody>;

export const AppliedDiscountDto = z.object({
  /** As the shop stored it (the shopper may have typed another case). */
  code: z.string(),
  type: z.enum(DISCOUNT_CODE_TYPES),
  value: z.number(),
  /** Rupees off this bag. */
  amount: z.number(),
});

export const ValidateDiscountReply = okReply({
  discount: AppliedDiscountDto,
  /** Rupees: the bag before the code, and what the shopper would pay with it. */
  subtotal: z.number(),
  total: z.number(),
});
export type ValidateDiscountReply = z.infer<typeof ValidateDiscountReply>;
