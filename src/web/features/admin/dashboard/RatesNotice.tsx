/**
 * The dashboard's line about metal rates: when they were last set, a warning when they are older than a day
 * (rates/rate-freshness.ts), and the way to Metal rates. Its own query, so the rest of the dashboard never waits
 * for it and a failure here hides only this line.
 */
import { Link } from 'react-router';
import { useRates } from '../api/get-rates';
import { ui } from '../components/ui';
import { RatesFreshness } from '../rates/RatesFreshness';

export function RatesNotice() {
  const rates = useRates();
  if (rates.isPending) return <div className="min-h-[3.25rem]" aria-hidden="true" />;
  if (rates.isError)
    return (
      <p className="text-muted">
        The metal rates did not load.{' '}
        <Link to="/admin/rates" className={`${ui.link} underline`}>
          Metal rates
        </Link>
      </p>
    );
  return <RatesFreshness rates={rates.data.rates} linkToRates />;
}
