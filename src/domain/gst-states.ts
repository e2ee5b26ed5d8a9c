/**
 * GST state codes (the first two digits of every GSTIN, and the code printed beside an invoice's place of supply),
 * as the GST Council's list gives them for the states and union territories of shipping.ts. Zod-free.
 *
 * Whether a sale is within the shop's state (CGST + SGST) or across states (IGST) is decided by comparing the
 * delivery state's code with the first two digits of the shop's GSTIN (docs/decisions/093).
 */
import { INDIAN_STATES, type IndianState } from './shipping';

export const GST_STATE_CODES = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
} as const satisfies Record<IndianState, string>;

/**
 * Codes still found on older registrations: 25 (Daman and Diu, merged into 26 in 2020) and 28 (Andhra Pradesh
 * before 2014, now 37). A GSTIN starting with them belongs to the state that took them over.
 */
const LEGACY_CODES: Record<string, IndianState> = {
  '25': 'Dadra and Nagar Haveli and Daman and Diu',
  '28': 'Andhra Pradesh',
};

export interface GstState {
  name: IndianState;
  code: string;
}

/** The state of a GST state code ('27' → Maharashtra); null for a code that names no state (97, 99, …). */
export function stateOfGstCode(code: string): GstState | null {
  const legacy = LEGACY_CODES[code];
  if (legacy) return { name: legacy, code: GST_STATE_CODES[legacy] };
  const name = INDIAN_STATES.find((s) => GST_STATE_CODES[s] === code);
  return name ? { name, code } : null;
}

/** The shop's state, from the first two digits of its GSTIN. */
export function stateOfGstin(gstin: string): GstState | null {
  return stateOfGstCode(gstin.slice(0, 2));
}
