/**
 * Shipping rules of the checkout (docs/shop/storefront.md §5 "Shipping"): which fields are required and what an
 * Indian PIN code and mobile number look like. The shop ships within India only (docs/shop/storefront.md §1).
 */

export const SHIPPING_MESSAGES = {
  required: 'Please fill in all required shipping address fields.',
  pinCode: 'Please enter a valid 6-digit PIN code.',
  phone: 'Please enter a valid 10-digit mobile number.',
  country: 'We currently ship within India only.',
  tooLong: 'Please shorten this address field.',
  state: 'Please choose a state or union territory of India from the list.',
} as const;

export const SHIPPING_COUNTRY = 'India';

/** Field length limits (characters). */
export const SHIPPING_LIMITS = { name: 100, line: 200, city: 100, state: 100, country: 60 } as const;

/** "400 001" → "400001"; returns null unless it is a 6-digit PIN (first digit 1–9). */
export function normalizePinCode(value: string): string | null {
  const digits = value.replace(/\s/g, '');
  return /^[1-9]\d{5}$/.test(digits) ? digits : null;
}

/**
 * "+91 98765 43210", "098765-43210", "919876543210" → "9876543210"; returns null unless it is an Indian mobile
 * number (10 digits starting 6–9) — the courier calls or texts it on delivery.
 */
export function normalizeIndianMobile(value: string): string | null {
  let digits = value.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) {
    if (!digits.startsWith('+91')) return null;
    digits = digits.slice(3);
  } else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/**
 * The states and union territories an address may name (the checkout's State select); the server accepts only
 * these, spelt as here (normalizeIndianState), since a tax invoice derives its place of supply and GST state code
 * from it (gst-states.ts, docs/decisions/093).
 */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];

const stateKey = (value: string) =>
  value
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[\s.,-]+/g, ' ')
    .trim();

/** Names people still write for a state (older spellings, Delhi's formal names). */
const STATE_ALIASES: Record<string, IndianState> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  'new delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'national capital territory of delhi': 'Delhi',
};

const STATES_BY_KEY = new Map<string, IndianState>([
  ...INDIAN_STATES.map((s) => [stateKey(s), s] as const),
  ...Object.entries(STATE_ALIASES),
]);

/** " tamil  nadu", "JAMMU & KASHMIR", "Orissa" → the list's spelling; null when it names no state or UT. */
export function normalizeIndianState(value: string): IndianState | null {
  return STATES_BY_KEY.get(stateKey(value)) ?? null;
}
