/**
 * Short rupee amounts, for chart axes and the dashboard's tiles — the ONE short style of the shop
 * (docs/decisions/101-dashboard-and-exports.md): ₹ and Indian units, K (thousand), L (lakh), Cr (crore): ₹850,
 * ₹60K, ₹1.24L, ₹2.5Cr. Full figures (`formatINR`, ₹1,24,350.00) go in tables and tooltips.
 *
 * An axis uses one unit for every tick, chosen by its largest tick — all in thousands (₹20K … ₹80K) or all in lakh
 * (₹0.5L … ₹1.5L), never "₹60K" beside "₹1.2L". A lone amount (a tile) picks its own unit.
 *
 * Digits: up to 2 decimals below 10 of the unit, 1 below 100, none above (trailing zeros dropped), so a short
 * amount has at most three significant digits. Pure, no Intl (the same text on the server and in every browser).
 */

export interface ShortUnit {
  suffix: '' | 'K' | 'L' | 'Cr';
  /** Rupees in one of the unit. */
  size: number;
}

/** Smallest first. */
export const SHORT_UNITS: readonly ShortUnit[] = [
  { suffix: '', size: 1 },
  { suffix: 'K', size: 1_000 },
  { suffix: 'L', size: 1_00_000 },
  { suffix: 'Cr', size: 1_00_00_000 },
];

/** The unit for amounts up to `maxAbs` rupees: the largest whose size is at most it (rupees below ₹1,000). */
export function shortUnitFor(maxAbs: number): ShortUnit {
  const abs = Math.abs(maxAbs);
  let chosen = SHORT_UNITS[0]!;
  for (const unit of SHORT_UNITS) if (abs >= unit.size) chosen = unit;
  return chosen;
}

/** 1,250 — Indian grouping of whole digits (only crores reach four digits before the point). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** |rupees| in `unit`, rounded by the digits rule: the text and the rounded number. */
function inUnit(abs: number, unit: ShortUnit): { text: string; value: number } {
  const v = abs / unit.size;
  const decimals = v < 10 ? 2 : v < 100 ? 1 : 0;
  const factor = 10 ** decimals;
  // Half away from zero on the shortest decimal form (1.005 → 1.01), as formatINR does.
  const rounded = Math.round(Number(`${v.toPrecision(15)}e${decimals}`)) / factor;
  const [whole = '0', fraction = ''] = rounded.toFixed(decimals).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return { text: `${groupIndian(whole)}${trimmed ? `.${trimmed}` : ''}`, value: rounded };
}

/**
 * ₹60K, ₹1.24L, -₹3.5K, ₹0. With `unit` (an axis's), every amount is written in it; without, the amount's own
 * unit — moving up one when rounding reaches it (₹99,999 is ₹1L, not ₹100K).
 */
export function formatINRShort(rupees: number, unit?: ShortUnit): string {
  if (!Number.isFinite(rupees)) return '—';
  const abs = Math.abs(rupees);
  let chosen = unit ?? shortUnitFor(abs);
  let shown = inUnit(abs, chosen);
  if (!unit) {
    const next = SHORT_UNITS[SHORT_UNITS.indexOf(chosen) + 1];
    if (next && shown.value * chosen.size >= next.size) {
      chosen = next;
      shown = inUnit(abs, chosen);
    }
  }
  if (shown.value === 0) return '₹0';
  return `${rupees < 0 ? '-' : ''}₹${shown.text}${chosen.suffix}`;
}

export interface MoneyAxis {
  /** Tick values in rupees, lowest first, evenly spaced and "nice" (1, 2, 2.5 or 5 × a power of ten). */
  ticks: number[];
  domain: [number, number];
  /** The one unit of every tick: that of the largest tick. */
  unit: ShortUnit;
  /** A tick's text in the axis's unit. */
  format: (rupees: number) => string;
}

/** An even step near range/(count−1), rounded up to 1, 2, 2.5 or 5 × a power of ten. */
function niceStep(range: number, count: number): number {
  const rough = range / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const residual = rough / magnitude;
  const nice = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10;
  return nice * magnitude;
}

/**
 * A money axis over `values` (always including ₹0): about `count` ticks, and the unit of its largest tick for
 * all of them. With nothing above zero the axis runs to ₹1K so an empty chart still has a scale.
 */
export function moneyAxis(values: readonly number[], count = 5): MoneyAxis {
  const finite = values.filter((v) => Number.isFinite(v));
  const low = Math.min(0, ...finite);
  let high = Math.max(0, ...finite);
  if (high === low) high = low + 1_000;
  const step = niceStep(high - low, count);
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  const ticks: number[] = [];
  // Integers times the step, cleaned of float noise (0.1 + 0.2 …).
  for (let i = first; i <= last; i++) ticks.push(Number((i * step).toPrecision(12)));
  const unit = shortUnitFor(Math.max(...ticks.map(Math.abs)));
  return {
    ticks,
    domain: [ticks[0]!, ticks[ticks.length - 1]!],
    unit,
    format: (rupees) => formatINRShort(rupees, unit),
  };
}
