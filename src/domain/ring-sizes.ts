/**
 * Indian ring sizes 1–30 (the numbers Indian jewellers use, as on this shop's rings) with each size's inner
 * circumference and inner diameter in millimetres, for the size guide on ring pages (docs/decisions/111).
 *
 * The circumferences are the chart Indian jewellers publish (the same figures appear on several jewellers'
 * size guides); they follow the ring-mandrel steps of 0.2 mm in diameter, so one size is 0.6 or 1.3 mm more
 * than the last and size N is close to, but not exactly, 40 + N mm. The diameter is the circumference ÷ π,
 * rounded to a tenth of a millimetre.
 */

export interface RingSize {
  /** The Indian size number. */
  size: number;
  /** Inner circumference in mm (a string or paper strip round the finger). */
  circumferenceMm: number;
  /** Inner diameter in mm (across the inside of a ring that fits). */
  diameterMm: number;
}

const CIRCUMFERENCES_MM = [
  41.0, 41.7, 42.9, 44.1, 44.8, 46.1, 47.4, 48.0, 48.7, 50.0, 51.2, 51.9, 53.1, 54.4, 55.1, 56.3, 57.0, 58.3,
  58.9, 60.2, 60.8, 62.1, 62.7, 64.0, 64.6, 65.9, 67.2, 67.8, 69.1, 69.7,
] as const;

const round1 = (n: number) => Math.round(n * 10) / 10;

export const INDIAN_RING_SIZES: readonly RingSize[] = CIRCUMFERENCES_MM.map((c, i) => ({
  size: i + 1,
  circumferenceMm: c,
  diameterMm: round1(c / Math.PI),
}));

/** The size whose circumference is nearest a measured one (a strip round the finger), or null when outside 1–30. */
export function ringSizeForCircumference(mm: number): RingSize | null {
  if (!Number.isFinite(mm)) return null;
  const first = INDIAN_RING_SIZES[0]!;
  const last = INDIAN_RING_SIZES[INDIAN_RING_SIZES.length - 1]!;
  // Half a step past either end still rounds to that end; further is another scale.
  if (mm < first.circumferenceMm - 0.7 || mm > last.circumferenceMm + 0.7) return null;
  let best = first;
  for (const s of INDIAN_RING_SIZES)
    if (Math.abs(s.circumferenceMm - mm) < Math.abs(best.circumferenceMm - mm)) best = s;
  return best;
}

/** How to measure, for the guide (steps in order). */
export const RING_MEASURING_STEPS = [
  'Wrap a thin strip of paper or a thread snugly round the base of the finger, over the knuckle’s widest point if it must pass it.',
  'Mark where the ends meet and measure that length in millimetres: this is the circumference.',
  'Or measure straight across the inside of a ring that already fits that finger: this is the diameter.',
  'Find the nearest figure in the table. Between two sizes, choose the larger; measure at the end of the day, when fingers are largest.',
] as const;
