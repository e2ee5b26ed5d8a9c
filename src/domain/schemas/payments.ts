import { z } from 'zod';
import { MATERIALS, PURITIES } from '../catalog-constants';
import {
  SHIPPING_COUNTRY,
  SHIPPING_LIMITS,
  SHIPPING_MESSAGES,
  normalizeIndianMobile,
  normalizeIndianState,
  normalizePinCode,
} from '../shipping';
import {
  CHECKOUT_MESSAGES,
  GUEST_KEY_PARAM,
  PAYMENT_SESSION_STATUSES,
  SANDBOX_OUTCOMES,
} from '../payment-constants';
import { DISCOUNT_MESSAGES } from '../discounts';
import { CART_LIMITS } from '../cart-constants';
import { okReply, trimmedText, uuid, wholeNumberIn } from './common';

/** Re-exported: the server imports them from here; the web app imports them from ../payment-constants. */
export {
  CHECKOUT_MESSAGES,
  CHECKOUT_LIMITS,
  PAYMENT_SESSION_STATUSES,
  SANDBOX_OUTCOMES,
  paymentSuccessPath,
  PAYMENT_CANCEL_PATH,
  GUEST_KEY_PARAM,
} from '../payment-constants';
export type { PaymentSessionStatus } from '../payment-constants';

/**
 * Checkout and payment (docs/shop/storefront.md §3 "Shipping address", §5 "Shipping", §7 create-checkout;
 * docs/shop/conventions.md §5 "Payment and orders").
 */

const required = (max: number) => trimmedText(SHIPPING_MESSAGES.required, max, SHIPPING_MESSAGES.tooLong);

/** The address as the checkout form sends it; normalised (trimmed, PIN and mobile in digits, country India). */
export const ShippingAddressInput = z.object(
  {
    fullName: required(SHIPPING_LIMITS.name),
    addressLine1: required(SHIPPING_LIMITS.line),
    addressLine2: z
      .string({ message: SHIPPING_MESSAGES.tooLong })
      .trim()
      .max(SHIPPING_LIMITS.line, { message: SHIPPING_MESSAGES.tooLong })
      .nullish()
      .transform((v) => (v ? v : undefined)),
    city: required(SHIPPING_LIMITS.city),
    /** One of INDIAN_STATES, in any case or spacing; kept in the list's spelling (the invoice's place of supply). */
    state: required(SHIPPING_LIMITS.state).transform((v, ctx) => {
      const state = normalizeIndianState(v);
      if (!state) ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.state });
      return state ?? v;
    }),
    zipCode: required(20).transform((v, ctx) => {
      const pin = normalizePinCode(v);
      if (!pin) ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.pinCode });
      return pin ?? v;
    }),
    /** Shown but not required (docs/shop/storefront.md §5); the shop ships within India only. */
    country: z
      .string({ message: SHIPPING_MESSAGES.country })
      .trim()
      .max(SHIPPING_LIMITS.country, { message: SHIPPING_MESSAGES.tooLong })
      .nullish()
      .transform((v, ctx) => {
        if (!v) return SHIPPING_COUNTRY;
        if (v.toLowerCase() !== SHIPPING_COUNTRY.toLowerCase()) {
          ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.country });
        }
        return SHIPPING_COUNTRY;
      }),
    phoneNumber: required(20).transform((v, ctx) => {
      const phone = normalizeIndianMobile(v);
      if (!phone) ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.phone });
      return phone ?? v;
    }),
  },
  { message: SHIPPING_MESSAGES.required },
);
export type ShippingAddressInput = z.input<typeof ShippingAddressInput>;
export type ShippingAddress = z.output<typeof ShippingAddressInput>;

export const ShippingAddressDto = z.object({
  fullName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  phoneNumber: z.string(),
});
export type ShippingAddressDto = z.infer<typeof ShippingAddressDto>;

export const CreateCheckoutBody = z.object({
  /**
   * The client's cart lines. Signed in: ignored, the server cart is priced from the database. A guest: their
   * bag, read with GuestCheckoutLines — only which piece, size and how many; prices always from the catalogue.
   */
  products: z.unknown().optional(),
  /** A guest's e-mail (no token): the order's e-mail, checked with GuestCheckoutEmail. Ignored when signed in. */
  email: z.unknown().optional(),
  paymentMethod: z
    .string({ message: CHECKOUT_MESSAGES.paymentMethod })
    .trim()
    .toLowerCase()
    .pipe(z.literal('card', { message: CHECKOUT_MESSAGES.paymentMethod }))
    .optional()
    .default('card'),
  shippingAddress: ShippingAddressInput,
  /** A discount code (docs/api/buying.md "Discount codes"); blank or absent for none. The server checks it. */
  discountCode: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    z
      .string({ message: 'The discount code must be text.' })
      .max(100, { message: DISCOUNT_MESSAGES.notFound })
      .optional(),
  ),
});
export type CreateCheckoutBody = z.input<typeof CreateCheckoutBody>;

/** A guest's e-mail at create-checkout (docs/api/guest-checkout.md). */
export const GuestCheckoutEmail = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
  z
    .string({ error: CHECKOUT_MESSAGES.guestEmailRequired })
    .max(254, { error: CHECKOUT_MESSAGES.guestEmailInvalid })
    .pipe(z.email({ error: CHECKOUT_MESSAGES.guestEmailInvalid })),
);

/**
 * A guest's bag line as the web keeps it (the spec's cart line: `variantDetails.selectedSize`), or flat
 * (`selectedSize`). Name, image and price, if sent, are ignored.
 */
const GuestCheckoutLine = z
  .object({
    variantId: uuid(CHECKOUT_MESSAGES.guestLines),
    quantity: wholeNumberIn(1, CART_LIMITS.maxQuantity, CHECKOUT_MESSAGES.guestLines),
    selectedSize: z.string().max(20, { error: CHECKOUT_MESSAGES.guestLines }).optional(),
    variantDetails: z
      .object({ selectedSize: z.string().max(20, { error: CHECKOUT_MESSAGES.guestLines }).nullish() })
      .nullish(),
  })
  .transform((l) => ({
    variantId: l.variantId.toLowerCase(),
    quantity: l.quantity,
    selectedSize: (l.selectedSize ?? l.variantDetails?.selectedSize ?? '').trim(),
  }));

/** A guest's bag at create-checkout: at most CART_LIMITS.maxMergeLines lines; none is the empty cart. */
export const GuestCheckoutLines = z.preprocess(
  (v) => v ?? [],
  z
    .array(GuestCheckoutLine, { error: CHECKOUT_MESSAGES.guestLines })
    .max(CART_LIMITS.maxMergeLines, { error: CHECKOUT_MESSAGES.guestLines }),
);
export type GuestCheckoutLine = z.output<typeof GuestCheckoutLine>;

/** What create-checkout reads of a guest's body, besides the address and code (errors at `email`, `products.…`). */
export const GuestCheckoutBody = z.object({ email: GuestCheckoutEmail, products: GuestCheckoutLines });

export const CreateCheckoutReply = okReply({
  /** The payment session id (Stripe's cs_… or the test provider's sbx_…); later `session_id` and `stripeSessionId`. */
  id: z.string(),
  /** Where to send the shopper: Stripe's or Razorpay's hosted page, or APP_URL/payment-sandbox/{id}. */
  url: z.string(),
  provider: z.enum(['test', 'stripe', 'razorpay']),
});
export type CreateCheckoutReply = z.infer<typeof CreateCheckoutReply>;

/** `?key=` of a guest's checkout calls (docs/decisions/108); other query parameters are ignored. */
export const GuestKeyQuery = z.object({
  [GUEST_KEY_PARAM]: z.string().trim().max(100, { message: CHECKOUT_MESSAGES.sessionNotFound }).optional(),
});

export const SessionIdParams = z.object({
  sessionId: z.string().trim().min(1).max(200, { message: CHECKOUT_MESSAGES.sessionNotFound }),
});

/** A priced line of the checkout snapshot, as the sandbox page and e-mails show it. */
export const SnapshotLineDto = z.object({
  productId: z.string(),
  variantId: z.string(),
  name: z.string(),
  mainImage: z.string(),
  material: z.enum(MATERIALS),
  purity: z.enum(PURITIES),
  selectedSize: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  /** Rupees per piece after discount. */
  unitPrice: z.number(),
  /** Rupees: unitPrice × quantity. */
  lineTotal: z.number(),
});
export type SnapshotLineDto = z.infer<typeof SnapshotLineDto>;

export const SandboxSessionReply = okReply({
  session: z.object({
    id: z.string(),
    status: z.enum(PAYMENT_SESSION_STATUSES),
    /** Rupees. */
    amount: z.number(),
    currency: z.literal('INR'),
    customerEmail: z.string().nullable(),
    lines: z.array(SnapshotLineDto),
    shippingAddress: ShippingAddressDto,
    createdAt: z.string(),
    /** A discount code taken off the lines (rupees; already out of `amount`), or null. */
    discount: z.object({ code: z.string(), amount: z.number() }).nullable(),
  }),
});
export type SandboxSessionReply = z.infer<typeof SandboxSessionReply>;

/**
 * What the sandbox page sends. `paid` ("Pay" pressed) needs the card fields — or, with `method: 'upi'`, the UPI ID
 * — and the server decides from them whether it pays or is declined (src/domain/test-cards.ts, test-upi.ts);
 * `cancelled` and `declined` need nothing.
 */
export const SandboxCompleteBody = z.object({
  outcome: z.enum(SANDBOX_OUTCOMES, { message: 'Outcome must be paid, cancelled or declined.' }),
  method: z.enum(['card', 'upi'], { message: 'Method must be card or upi.' }).optional(),
  vpa: z.string().max(300).optional(),
  cardNumber: z.string().max(40).optional(),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(10).optional(),
});
export type SandboxCompleteBody = z.infer<typeof SandboxCompleteBody>;

export const SandboxCompleteReply = okReply({
  /** What actually happened (a declined card turns `paid` into `declined`). */
  outcome: z.enum(SANDBOX_OUTCOMES),
  message: z.string(),
  /** Relative: /payment-success?session_id={id} or /payment-cancel. */
  redirectUrl: z.string(),
});
export type SandboxCompleteReply = z.infer<typeof SandboxCompleteReply>;
