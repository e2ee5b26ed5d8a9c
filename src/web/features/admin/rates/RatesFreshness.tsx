/**
 * When the metal rates were last set, and a warning when they are not today's (rate-freshness.ts): on the
 * dashboard with a link to Metal rates, and at the top of the Metal rates screen itself.
 */
import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { shopTime } from '#domain/shop-time';
import { shopTimeZone } from '#web/lib/shop-time';
import { formatDateTime } from '../lib/format';
import { ui } from '../components/ui';
import { daysAgo, lastSetAt, rateFreshness } from './rate-freshness';

export function RatesFreshness({
  rates,
  linkToRates = false,
}: {
  rates: ReadonlyArray<{ updatedAt: string }>;
  /** The dashboard links to the screen; the screen itself does not. */
  linkToRates?: boolean;
}) {
  const zone = shopTimeZone();
  const freshness = rateFreshness(lastSetAt(rates), new Date(), zone);
  const stale = freshness.state !== 'today';
  const Icon = stale ? AlertTriangle : CheckCircle2;
  const link = linkToRates && (
    <Link to="/admin/rates" className={`${ui.link} font-medium underline`}>
      {stale ? 'Set today’s rates' : 'Metal rates'}
    </Link>
  );

  return (
    <div
      data-testid="rates-freshness"
      data-state={freshness.state}
      className={`flex items-start gap-2.5 rounded-[2px] border px-3.5 py-3 ${
        stale ? 'border-warning/40 bg-warning/10 text-[#6B4A0C]' : 'border-line bg-surface text-charcoal'
      }`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 h-4 w-4 shrink-0 ${stale ? '' : 'text-success'}`} />
      <p className="min-w-0">
        {freshness.state === 'never' ? (
          <>
            <strong className="font-medium">No metal rates are set yet.</strong> Rate-linked pieces cannot be
            priced until they are.
          </>
        ) : freshness.state === 'stale' ? (
          <>
            <strong className="font-medium">Metal rates are older than a day.</strong> They were last set{' '}
            {daysAgo(freshness.days)}, {formatDateTime(freshness.lastSetAt)}; rate-linked prices still follow
            them.
          </>
        ) : (
          <>Metal rates were last set today at {shopTime(freshness.lastSetAt, zone)}.</>
        )}{' '}
        {link}
      </p>
    </div>
  );
}
