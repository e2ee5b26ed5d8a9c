/**
 * THE size rule (a ring's or a bangle's size value), the same on the server, in the browser and in the back office
 * (docs/decisions/034, 120): two spellings name the same size when they are equal once trimmed, with runs of inner
 * spaces read as one space, and without regard to case — ' 2.4 ' is '2.4', 'free  size' is 'Free Size'. A line is
 * kept under the spelling the variant stores. No zod: the storefront's first load imports it.
 */

/** A size as the back office stores it: trimmed, inner runs of spaces as one space; the letters as typed. */
export function normaliseSize(size: string): string {
  return size.trim().replace(/\s+/g, ' ');
}

/** What two sizes are compared by (normalised, lower case). */
export function sizeKey(size: string): string {
  return normaliseSize(size).toLowerCase();
}

/** Whether two spellings name the same size. */
export function sameSize(a: string, b: string): boolean {
  return sizeKey(a) === sizeKey(b);
}

/** The variant's own spelling of the size asked for, or undefined when the variant does not offer it. */
export function findSize(sizes: readonly string[], requested: string): string | undefined {
  const wanted = sizeKey(requested);
  return sizes.find((s) => sizeKey(s) === wanted);
}

/** The sizes as the back office keeps them: normalised, blanks dropped, a size named twice kept once (first spelling). */
export function distinctSizes(sizes: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of sizes) {
    const size = normaliseSize(raw);
    const key = size.toLowerCase();
    if (!size || seen.has(key)) continue;
    seen.add(key);
    kept.push(size);
  }
  return kept;
}

export type SizeChoice = { ok: true; size: string } | { ok: false; reason: 'required' | 'unavailable' };

/**
 * The size a line is kept under: '' for a variant without sizes (whatever was asked), the only size when there is
 * one and none was asked, otherwise the variant's spelling of the size asked for (by the rule above).
 */
export function chooseSize(sizes: readonly string[], requested: string | null | undefined): SizeChoice {
  if (!sizes.length) return { ok: true, size: '' };
  const wanted = normaliseSize(requested ?? '');
  if (!wanted) return sizes.length === 1 ? { ok: true, size: sizes[0]! } : { ok: false, reason: 'required' };
  const match = findSize(sizes, wanted);
  return match !== undefined ? { ok: true, size: match } : { ok: false, reason: 'unavailable' };
}
