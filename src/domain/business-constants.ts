/**
 * Business rules that appear on several screens and in e-mails. docs/shop/conventions.md §6 fixes the return
 * window at 15 days from delivery everywhere (the old home strip's "30 days" was an inconsistency). Every order
 * ships free: there is no threshold (shop-promises.ts words it for every page).
 */
export const BUSINESS = {
  currency: 'INR',
  returnWindowDays: 15,
  refundBusinessDays: '7–10',
  productionBusinessDays: '10–15',
  deliveryMetroBusinessDays: '3–5',
  deliveryOtherBusinessDays: '5–7',
  certificationThresholdCarats: 0.5,
  /** Hours a password-reset link stays valid. */
  resetLinkValidHours: 1,
  /** Hours the confirmation link of an e-mail change stays valid. */
  emailChangeLinkValidHours: 24,
  /** Minimum length of a reset token in a link the client accepts (docs/shop/storefront.md §9). */
  resetTokenMinLength: 30,
  minPasswordLength: 8,
  maxProfilePhotoBytes: 5 * 1024 * 1024,
  maxUploadImageBytes: 8 * 1024 * 1024,
} as const;

/** Client timings of docs/shop/storefront.md §9, kept together so screens and tests agree. */
export const UI_TIMINGS = {
  searchDebounceMs: 300,
  searchMinChars: 2,
  heroAutoAdvanceMs: 7000,
  headerScrollThresholdPx: 50,
  scrollTopButtonThresholdPx: 300,
  resetRedirectMs: 2000,
  photoReloadMs: 1000,
  paymentRedirectSeconds: 5,
  toastMs: 5000,
  adminToastMs: 3000,
  homeSectionRevealMs: 300,
} as const;

export const ORDER_STATUSES = ['Placed', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const APPOINTMENT_STATUSES = ['Pending', 'Confirmed', 'Completed', 'Cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Virtual viewing options (docs/shop/storefront.md §5). */
export const VIEWING_MATERIALS = ['Yellow Gold', 'Rose Gold', 'White Gold', 'Platinum'] as const;
export const VIEWING_SHAPES = ['Round', 'Princess', 'Cushion', 'Oval', 'Emerald'] as const;

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
