/**
 * Today's gold rate in the footer: 22KT and 24KT per gram and the day they were set, as Indian jewellers show
 * it. The line keeps its height while the rates load (or if they fail), so nothing moves when they arrive; on
 * pages the server renders, they are in the first HTML.
 */
import { RATE_KEYS } from '#domain/pricing';
import { shopDay } from '#web/lib/shop-time';
import { formatRatePerGram } from '#web/lib/rate-format';
import { useMetalRates } from '#web/features/catalog/api/rates-api';

/** The karats the footer quotes, the one most jewellery is made in first. */
const QUOTED = [RATE_KEYS[1], RATE_KEYS[0]];

export function GoldRate({ className = '' }: { className?: string }) {
  const { data } = useMetalRates();
  const quoted = QUOTED.flatMap(
    (k) => data?.filter((r) => r.metal === k.metal && r.purity === k.purity) ?? [],
  );
  const day = quoted.reduce<string | null>(
    (latest, r) => (!latest || r.updatedAt > latest ? r.updatedAt : latest),
    null,
  );
  return (
    <p className={`min-h-[1.25rem] text-xs leading-5 text-ivory/80 ${className}`} data-testid="gold-rate">
      {quoted.length > 0 && (
        <>
          <span className="text-ivory/70">Gold rate{day ? `, ${shopDay(day, '')}` : ''}:</span>{' '}
          {quoted.map((r, i) => (
            <span key={r.purity} className="whitespace-nowrap">
              {i > 0 && <span aria-hidden="true"> · </span>}
              {i > 0 && <span className="sr-only">, </span>}
              {r.purity} <span className="font-medium text-ivory">{formatRatePerGram(r.ratePerGram)}</span>
            </span>
          ))}
        </>
      )}
    </p>
  );
}
