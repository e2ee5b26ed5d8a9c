/**
 * Rewrites the stored price of every rate-linked variant whose rate changed, inside the rate change's transaction
 * (docs/decisions/092). Listings follow through the variants triggers (list_price_paise, docs/decisions/014); carts
 * read price_paise; open checkout sessions and orders keep the snapshot they were priced with.
 */
import { eq, sql } from 'drizzle-orm';
import { MAX_PRICE_RUPEES } from '#domain/schemas/admin-product';
import { RATE_MESSAGES } from '#domain/schemas/rates';
import { rupeesToPaise } from '#domain/money';
import { rateKeyId, rateKeyOf } from '#domain/pricing';
import { fromStoredPricing, priceVariant, type RateTable } from '#domain/variant-pricing';
import type { Tx } from '#server/db/client';
import { variants } from '#server/db/schema';
import { badRequest } from '#server/errors';

const MAX_PRICE_PAISE = rupeesToPaise(MAX_PRICE_RUPEES);
/** Rows per UPDATE statement: a big catalogue is repriced in a few statements, each well under any limit. */
const BATCH = 500;

/** Reprices the rate-linked variants priced from one of `changedKeys` ("gold:22KT"); returns how many moved. */
export async function repriceVariants(
  tx: Tx,
  changedKeys: ReadonlySet<string>,
  rates: RateTable,
): Promise<number> {
  if (!changedKeys.size) return 0;
  const rows = await tx
    .select({
      id: variants.id,
      sku: variants.sku,
      material: variants.material,
      purity: variants.purity,
      weightGrams: variants.weightGrams,
      pricePaise: variants.pricePaise,
      pricingMode: variants.pricingMode,
      makingChargeType: variants.makingChargeType,
      makingChargeValue: variants.makingChargeValue,
      stoneValuePaise: variants.stoneValuePaise,
    })
    .from(variants)
    // No row locks needed: every write of a recipe or a rate-linked price holds the rates lock (rate-lock.ts).
    .where(eq(variants.pricingMode, 'rate'));

  const moved: Array<{ id: string; pricePaise: number }> = [];
  for (const v of rows) {
    if (!changedKeys.has(rateKeyId(rateKeyOf(v.material, v.purity)))) continue;
    const priced = priceVariant(
      { material: v.material, purity: v.purity, weight: v.weightGrams, pricing: fromStoredPricing(v) },
      rates,
      v.pricePaise,
    );
    // A changed key always has a rate (it was just set).
    if (!priced.ok) continue;
    if (priced.pricePaise > MAX_PRICE_PAISE) throw badRequest(RATE_MESSAGES.rateTooHighFor(v.sku));
    if (priced.pricePaise !== v.pricePaise) moved.push({ id: v.id, pricePaise: priced.pricePaise });
  }

  for (let i = 0; i < moved.length; i += BATCH) {
    const batch = moved.slice(i, i + BATCH);
    const values = sql.join(
      batch.map((m) => sql`(${m.id}::uuid, ${m.pricePaise}::integer)`),
      sql`, `,
    );
    // One statement per batch: the statement-level triggers refresh each product's listing price once. The
    // product's own change time moves too: its page changed (the sitemap's lastmod tells crawlers).
    await tx.execute(sql`
      with repriced as (
        update variants set price_paise = moved.price, updated_at = now()
        from (values ${values}) as moved(id, price)
        where variants.id = moved.id
        returning variants.product_id
      )
      update products set updated_at = now() where id in (select product_id from repriced)`);
  }
  return moved.length;
}
