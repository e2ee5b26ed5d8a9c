/**
 * What a GST tax invoice says, worked out from an order (docs/decisions/093; the list of contents is in
 * docs/api/buying.md "Tax invoice"). Pure: the PDF (render-pdf.ts) only lays this out, and the unit tests check
 * the sums here.
 *
 * Prices are GST-inclusive, so each line's taxable value is its total / 1.03 (domain/pricing.ts `taxableOf`).
 * The tax is worked out on the invoice's taxable value as Indian invoices print it — CGST 1.5% + SGST 1.5%
 * when the goods go to the shop's own state, IGST 3% otherwise — each rounded to the paisa; the few paise by
 * which taxable value + tax differ from what was paid are shown in a "Round off" row, so the figures add up
 * exactly to the total paid.
 *
 * A discount code (docs/decisions/099) lowers what the lines it applied to were sold for: GST is due on the
 * discounted value, so each line's taxable value is (its total − its share of the code) / 1.03. The shares are
 * the ones checkout made (the snapshot's `codeDiscountPaise`), or, for a snapshot without them, the code spread
 * over every line in proportion to its value. The code is shown per line and as its own row of the totals.
 */
import { rupeesInWords } from '#domain/amount-in-words';
import { allocateDiscount } from '#domain/discounts';
import { stateOfGstin, GST_STATE_CODES, type GstState } from '#domain/gst-states';
import type { Paise } from '#domain/money';
import { formatOrderNumber } from '#domain/order-constants';
import { GST_BASIS_POINTS, JEWELLERY_HSN, taxableOf } from '#domain/pricing';
import { formatShopDate } from '#domain/shop-time';
import { normalizeIndianState } from '#domain/shipping';
import type { ShippingAddress } from '#server/db/schema';

export const DEMO_GSTIN_NOTE = 'demo GSTIN — not valid for tax';

export interface InvoiceInput {
  seller: { legalName: string; address: string; gstin: string; demoGstin: boolean };
  invoiceNumber: string;
  invoiceDate: Date;
  /** The shop's zone (SHOP_TIME_ZONE): the invoice is dated on the shop's calendar. */
  timeZone: string;
  orderNumber: number;
  /** The order's shipping address, and the e-mail it was placed with. */
  buyer: ShippingAddress & { email?: string };
  lines: Array<{
    name: string;
    material: string;
    purity: string;
    selectedSize: string;
    sku: string;
    quantity: number;
    /** Paise per piece as paid (GST included, after discount). */
    unitPricePaise: Paise;
    /** Paise per piece before the discount, when known. */
    listPricePaise?: Paise;
    /** Grams per piece (0 when unknown). */
    weightGrams: number;
    huids: string[];
    /** This line's share of the order's discount code, in paise, when checkout recorded it. */
    codeDiscountPaise?: Paise;
  }>;
  /** The order's discount code and what it took off (GST included), when it used one. */
  discountCode?: { code: string; paise: Paise } | null;
}

export interface InvoiceLine {
  index: number;
  name: string;
  /** "Yellow Gold · 22KT · Size 7 · SKU AUR-1". */
  details: string;
  hsn: string;
  purity: string;
  /** Gross weight of the line's pieces, "8.40", or "—" when not known. */
  weight: string;
  huids: string[];
  quantity: number;
  unitPricePaise: Paise;
  /** What the line was sold for: unit price × quantity, less its share of the discount code. */
  totalPaise: Paise;
  /** Value before the discount, excluding GST; equal to taxablePaise when there was none. */
  grossPaise: Paise;
  /** Every discount of the line (the piece's own and the code's share), excluding GST. */
  discountPaise: Paise;
  /** The discount code's part of discountPaise, excluding GST. */
  codeDiscountPaise: Paise;
  taxablePaise: Paise;
}

export interface InvoiceTax {
  label: string;
  paise: Paise;
}

export interface InvoiceModel {
  title: 'Tax Invoice';
  seller: {
    legalName: string;
    address: string;
    gstin: string;
    /** Set when the GSTIN is the demo's (SHOP_GSTIN unset). */
    gstinNote: string | null;
    state: GstState | null;
  };
  invoiceNumber: string;
  /** "24 Nov 2026", in the shop's zone. */
  invoiceDate: string;
  orderNumber: string;
  buyer: { name: string; addressLines: string[] };
  /** "Maharashtra (27)"; an address from before states were checked that names none prints as written. */
  placeOfSupply: { name: string; code: string | null; text: string };
  /** Delivered within the shop's state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  lines: InvoiceLine[];
  totals: {
    grossPaise: Paise;
    /** Every discount, excluding GST (codeDiscount's included). */
    discountPaise: Paise;
    /** The discount code and its part of discountPaise, excluding GST; null without one. */
    codeDiscount: { code: string; paise: Paise } | null;
    taxablePaise: Paise;
    taxes: InvoiceTax[];
    /** Total − taxable − taxes: a few paise either way. */
    roundOffPaise: Paise;
    totalPaise: Paise;
    totalInWords: string;
  };
}

const percentOf = (paise: Paise, basisPoints: number) => Math.round((paise * basisPoints) / 10_000);
const pct = (basisPoints: number) => `${basisPoints / 100}%`;

function placeOfSupply(state: string): InvoiceModel['placeOfSupply'] {
  const name = normalizeIndianState(state);
  if (!name) return { name: state, code: null, text: state };
  const code = GST_STATE_CODES[name];
  return { name, code, text: `${name} (${code})` };
}

/** Each line's share of the code: checkout's when they add up to it, else spread over every line by value. */
function codeShares(input: InvoiceInput): Paise[] {
  const code = input.discountCode;
  if (!code || code.paise <= 0) return input.lines.map(() => 0);
  const recorded = input.lines.map((l) => l.codeDiscountPaise ?? 0);
  if (recorded.reduce((n, p) => n + p, 0) === code.paise) return recorded;
  const totals = input.lines.map((l) => l.unitPricePaise * l.quantity);
  return allocateDiscount(
    totals,
    totals.map(() => true),
    Math.min(
      code.paise,
      totals.reduce((n, t) => n + t, 0),
    ),
  );
}

function lineOf(line: InvoiceInput['lines'][number], index: number, codeShare: Paise): InvoiceLine {
  const beforeCode = line.unitPricePaise * line.quantity;
  const totalPaise = beforeCode - codeShare;
  const taxablePaise = taxableOf(totalPaise);
  const listTotal =
    line.listPricePaise && line.listPricePaise > line.unitPricePaise
      ? line.listPricePaise * line.quantity
      : beforeCode;
  const grossPaise = taxableOf(listTotal);
  const grams = line.weightGrams * line.quantity;
  return {
    index,
    name: line.name,
    details: [
      line.material,
      line.purity,
      line.selectedSize && `Size ${line.selectedSize}`,
      line.sku && `SKU ${line.sku}`,
    ]
      .filter(Boolean)
      .join(' · '),
    hsn: JEWELLERY_HSN,
    purity: line.purity,
    weight: grams > 0 ? grams.toFixed(2) : '—',
    huids: line.huids,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    totalPaise,
    grossPaise,
    discountPaise: grossPaise - taxablePaise,
    codeDiscountPaise: codeShare > 0 ? taxableOf(beforeCode) - taxablePaise : 0,
    taxablePaise,
  };
}

export function buildInvoiceModel(input: InvoiceInput): InvoiceModel {
  const sellerState = stateOfGstin(input.seller.gstin);
  const supply = placeOfSupply(input.buyer.state);
  const intraState = !!sellerState && supply.code === sellerState.code;
  const shares = codeShares(input);
  const lines = input.lines.map((l, i) => lineOf(l, i + 1, shares[i] ?? 0));
  const sum = (pick: (l: InvoiceLine) => Paise) => lines.reduce((n, l) => n + pick(l), 0);
  const taxablePaise = sum((l) => l.taxablePaise);
  const totalPaise = sum((l) => l.totalPaise);
  const half = GST_BASIS_POINTS / 2;
  const taxes: InvoiceTax[] = intraState
    ? [
        { label: `CGST @ ${pct(half)}`, paise: percentOf(taxablePaise, half) },
        { label: `SGST @ ${pct(half)}`, paise: percentOf(taxablePaise, half) },
      ]
    : [{ label: `IGST @ ${pct(GST_BASIS_POINTS)}`, paise: percentOf(taxablePaise, GST_BASIS_POINTS) }];
  const b = input.buyer;
  return {
    title: 'Tax Invoice',
    seller: {
      legalName: input.seller.legalName,
      address: input.seller.address,
      gstin: input.seller.gstin,
      gstinNote: input.seller.demoGstin ? DEMO_GSTIN_NOTE : null,
      state: sellerState,
    },
    invoiceNumber: input.invoiceNumber,
    invoiceDate: formatShopDate(input.invoiceDate, input.timeZone, 'day') ?? '',
    orderNumber: formatOrderNumber(input.orderNumber),
    buyer: {
      name: b.fullName,
      addressLines: [
        b.addressLine1,
        b.addressLine2,
        `${b.city}, ${supply.name} ${b.zipCode}`,
        b.country,
        `Phone: ${b.phoneNumber}`,
        b.email && `E-mail: ${b.email}`,
      ].filter((l): l is string => !!l),
    },
    placeOfSupply: supply,
    intraState,
    lines,
    totals: {
      grossPaise: sum((l) => l.grossPaise),
      discountPaise: sum((l) => l.discountPaise),
      codeDiscount:
        input.discountCode && input.discountCode.paise > 0
          ? { code: input.discountCode.code, paise: sum((l) => l.codeDiscountPaise) }
          : null,
      taxablePaise,
      taxes,
      roundOffPaise: totalPaise - taxablePaise - taxes.reduce((n, t) => n + t.paise, 0),
      totalPaise,
      totalInWords: rupeesInWords(totalPaise),
    },
  };
}
