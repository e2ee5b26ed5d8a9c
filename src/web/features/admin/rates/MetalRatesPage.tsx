/**
 * /admin/rates — "Metal rates" (docs/shop/beyond.md §2 "Metal-rate pricing",
 * docs/decisions/096-metal-rates-screens.md): today's rate per gram of each metal and purity, editable; when each
 * was last set and by whom; the history of changes. Rate-linked prices follow a save at once (the server
 * reprices; the app refreshes every read).
 */
import { rateKeyId } from '#domain/pricing';
import { ADMIN_PAGE_MAX } from '#domain/schemas/admin-paging';
import type { RateChangeDto, RateDto } from '#domain/schemas/rates';
import { RATES_LOAD_FAILED, useRates } from '../api/get-rates';
import { useRateHistory } from '../api/get-rate-history';
import { PageHeader } from '../components/PageHeader';
import { QueryState } from '../components/LoadState';
import { RatesForm } from './RatesForm';
import { RateHistory } from './RateHistory';
import { RatesFreshness } from './RatesFreshness';

/**
 * Who set each rate as it stands: the newest change of each key that set today's value. The rates reply is
 * public and names no one; the history (newest first, its largest page) does.
 */
function lastSetBy(rates: readonly RateDto[], changes: readonly RateChangeDto[] | undefined) {
  const names = new Map<string, string>();
  const current = new Map(rates.map((r) => [rateKeyId(r), r.ratePerGram]));
  for (const c of changes ?? []) {
    const id = rateKeyId(c);
    if (names.has(id) || current.get(id) !== c.newRate) continue;
    names.set(id, c.changedBy.name);
  }
  for (const [id, name] of names) if (!name) names.delete(id);
  return names;
}

export default function MetalRatesPage() {
  const rates = useRates();
  const recent = useRateHistory({ page: 1, limit: ADMIN_PAGE_MAX });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <PageHeader
          title="Metal rates"
          description="Today’s rate per gram for each metal and purity. Rate-linked pieces are priced from these."
        />
        <QueryState query={rates} loading="Loading the metal rates…" failed={RATES_LOAD_FAILED}>
          {(data) => (
            <div className="flex flex-col gap-4">
              <RatesFreshness rates={data.rates} />
              <RatesForm rates={data.rates} lastSetBy={lastSetBy(data.rates, recent.query.data?.changes)} />
            </div>
          )}
        </QueryState>
      </div>
      <section aria-labelledby="rate-history-title">
        <h2 id="rate-history-title" className="mb-3 text-xl">
          History
        </h2>
        <RateHistory />
      </section>
    </div>
  );
}
