/**
 * GST invoice numbers (docs/decisions/093): `AUR/26-27/000123` — prefix / financial year / serial of that year's
 * series. India's financial year runs from 1 April to 31 March; the day is the shop's (SHOP_TIME_ZONE), so an
 * order paid at 00:10 on 1 April in India opens the new series whatever the server's clock zone. GST rules allow
 * at most 16 characters: the serial is zero-padded to fill them.
 */
import { shopDate } from './shop-time';

export const INVOICE_NUMBER_MAX_LENGTH = 16;

export interface FinancialYear {
  /** The calendar year in which it starts (April). */
  startYear: number;
  /** "26-27". */
  label: string;
}

const twoDigits = (year: number) => String(year % 100).padStart(2, '0');

/** The financial year a moment falls in, on the shop's calendar. */
export function financialYearOf(at: Date, timeZone: string): FinancialYear {
  const [year, month] = shopDate(at, timeZone).split('-').map(Number) as [number, number];
  const startYear = month >= 4 ? year : year - 1;
  return { startYear, label: `${twoDigits(startYear)}-${twoDigits(startYear + 1)}` };
}

/**
 * `${prefix}/${fy}/${serial}`, the serial zero-padded so the whole is 16 characters. A serial too long for the
 * space (more than a million invoices a year with a 3-letter prefix) is written in full rather than refused: a
 * paid order always gets its invoice.
 */
export function formatInvoiceNumber(prefix: string, fy: FinancialYear, serial: number): string {
  const head = `${prefix}/${fy.label}/`;
  const width = Math.max(1, INVOICE_NUMBER_MAX_LENGTH - head.length);
  return `${head}${String(serial).padStart(width, '0')}`;
}

/** A file name for the invoice's PDF: "Invoice-AUR-26-27-000123.pdf" (no slashes). */
export function invoiceFileName(invoiceNumber: string): string {
  return `Invoice-${invoiceNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}
