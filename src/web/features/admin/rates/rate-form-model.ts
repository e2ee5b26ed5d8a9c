/**
 * The Metal rates form's values and what a save sends: one text field per rate key (RATE_KEYS order), and only
 * the rates whose value changed. Pure, so the rules are tested without a browser.
 */
import { RATE_KEYS, rateKeyId, type RateKey } from '#domain/pricing';
import { toNumberish } from '#domain/schemas/admin-fields';
import { formatRupees, rateFieldText } from '#web/lib/rate-format';

export interface RateFormValues {
  /** Aligned with RATE_KEYS: the text typed for each key ('11,780.50'); '' for a key never set. */
  rates: Array<{ ratePerGram: string }>;
}

interface CurrentRate {
  metal: string;
  purity: string;
  ratePerGram: number;
}

export interface RateChange {
  key: RateKey;
  /** Null when the key has no rate yet. */
  oldRate: number | null;
  newRate: number;
}

const currentByKey = (rates: readonly CurrentRate[]) =>
  new Map(rates.map((r) => [rateKeyId(r), r.ratePerGram]));

/** The form's values for the rates as the server has them. */
export function formValuesFrom(rates: readonly CurrentRate[]): RateFormValues {
  const current = currentByKey(rates);
  return {
    rates: RATE_KEYS.map((k) => {
      const rate = current.get(rateKeyId(k));
      return { ratePerGram: rate === undefined ? '' : rateFieldText(rate) };
    }),
  };
}

/**
 * What the form's schema checks: each field's text, except a blank field of a key that has no rate yet (left
 * unset, so undefined). A blank field of a key that has a rate is checked, and refused: a rate cannot be unset.
 */
export function fieldsToCheck(rates: readonly CurrentRate[], values: RateFormValues) {
  const current = currentByKey(rates);
  return {
    rates: RATE_KEYS.map((k, i) => {
      const text = values.rates[i]?.ratePerGram ?? '';
      return { ratePerGram: text.trim() === '' && !current.has(rateKeyId(k)) ? undefined : text };
    }),
  };
}

/** The rates a save sends: every valid field whose number differs from the rate the server has. */
export function changedRates(rates: readonly CurrentRate[], values: RateFormValues): RateChange[] {
  const current = currentByKey(rates);
  return RATE_KEYS.flatMap((key, i) => {
    const typed = toNumberish(values.rates[i]?.ratePerGram ?? '');
    if (typeof typed !== 'number' || !Number.isFinite(typed)) return [];
    const oldRate = current.get(rateKeyId(key)) ?? null;
    return typed === oldRate ? [] : [{ key, oldRate, newRate: typed }];
  });
}

/** A change's difference in rupees and in percent; null for a first rate (nothing to compare with). */
export function rateDelta(
  oldRate: number | null,
  newRate: number,
): { rupees: number; percent: number } | null {
  if (oldRate === null || oldRate <= 0) return null;
  const rupees = Math.round((newRate - oldRate) * 100) / 100;
  return { rupees, percent: Math.round(((newRate - oldRate) / oldRate) * 10_000) / 100 };
}

/** '+₹120 (+1.02%)', '−₹45.50 (−0.39%)' */
export function deltaText(delta: { rupees: number; percent: number }): string {
  const sign = delta.rupees > 0 ? '+' : delta.rupees < 0 ? '−' : '';
  return `${sign}${formatRupees(Math.abs(delta.rupees))} (${sign}${Math.abs(delta.percent).toFixed(2)}%)`;
}
