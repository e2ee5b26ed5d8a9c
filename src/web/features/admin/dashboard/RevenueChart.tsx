/**
 * Revenue per day (bars: sales less refunds, below the line on a day refunds were larger) with the period before
 * as a dashed line, drawn as SVG at the container's real width — no charting library. The money axis is
 * `moneyAxis` (domain/money-short.ts): one unit for every tick, never "₹60K" beside "₹1.2L"
 * (docs/decisions/101-dashboard-and-exports.md). The picture is hidden from screen readers; the table after it
 * carries the same figures, in full (formatINR), for everyone.
 */
import type { SalesDayFigures } from '#domain/schemas/admin-dashboard';
import { formatINR } from '#domain/money';
import { moneyAxis } from '#domain/money-short';
import { formatDay } from '../lib/format';
import { useWidth } from './use-width';

const HEIGHT = 220;
const PAD = { top: 10, right: 8, bottom: 26, left: 52 };
const GOLD = '#A8834A';
const INK = '#1F1D1B';
const LINE = '#E7E1D8';
const MUTED = '#6B6560';

/** The chart's key: the bars and the dashed line. */
function Legend() {
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-[13px] text-muted" aria-hidden="true">
      <span className="inline-flex items-center gap-1.5">
        <span className="inline-block h-2.5 w-2.5" style={{ background: GOLD }} /> Revenue per day
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="inline-block w-4 border-t border-dashed border-charcoal" /> Same day of the period
        before
      </span>
    </p>
  );
}

const COLUMNS = ['Day', 'Orders', 'Sales', 'Refunds', 'Revenue'];

/** The same figures for everyone, in full: newest day first. */
function FiguresTable({ daily }: { daily: readonly SalesDayFigures[] }) {
  return (
    <details className="mt-2 text-[13px]">
      <summary className="cursor-pointer text-muted hover:text-charcoal">Show the figures as a table</summary>
      <div className="mt-2 max-h-64 overflow-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Sales, refunds and revenue per day</caption>
          <thead>
            <tr className="text-xs uppercase tracking-[0.08em] text-muted">
              {COLUMNS.map((c, i) => (
                <th
                  key={c}
                  scope="col"
                  className={`py-1 ${i < COLUMNS.length - 1 ? 'pr-3' : ''} ${i > 0 ? 'text-right' : ''} font-medium`}
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...daily].reverse().map((d) => (
              <tr key={d.date} className="border-t border-line">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {formatDay(d.date)}
                </th>
                <td className="py-1 pr-3 text-right">{d.orders}</td>
                <td className="py-1 pr-3 text-right">{formatINR(d.grossSales)}</td>
                <td className="py-1 pr-3 text-right">{formatINR(d.refunds)}</td>
                <td className="py-1 text-right">{formatINR(d.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export default function RevenueChart({
  daily,
  previousDaily,
}: {
  daily: readonly SalesDayFigures[];
  previousDaily: readonly SalesDayFigures[];
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const axis = moneyAxis([...daily, ...previousDaily].map((d) => d.revenue));
  const [low, high] = axis.domain;
  const plotW = Math.max(40, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (rupees: number) => PAD.top + ((high - rupees) / (high - low || 1)) * plotH;
  const slot = plotW / Math.max(1, daily.length);
  const barW = Math.max(1, Math.min(28, slot * 0.7));
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  // A label every few days so they never overlap: about one per 64 px.
  const every = Math.max(1, Math.ceil(daily.length / Math.max(2, Math.floor(plotW / 64))));
  const previousPath = previousDaily
    .map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(d.revenue).toFixed(1)}`)
    .join(' ');

  return (
    <div>
      <div ref={ref} className="w-full" aria-hidden="true" data-testid="revenue-chart">
        <svg width={width} height={HEIGHT} role="presentation" className="block overflow-visible">
          {axis.ticks.map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={PAD.left + plotW} y1={y(t)} y2={y(t)} stroke={t === 0 ? MUTED : LINE} />
              <text
                x={PAD.left - 6}
                y={y(t)}
                dy="0.35em"
                textAnchor="end"
                fontSize={11}
                fill={MUTED}
                data-testid="axis-tick"
              >
                {axis.format(t)}
              </text>
            </g>
          ))}
          {daily.map((d, i) => {
            const top = y(Math.max(0, d.revenue));
            const h = Math.abs(y(d.revenue) - y(0));
            return (
              <rect
                key={d.date}
                x={x(i) - barW / 2}
                y={top}
                width={barW}
                height={Math.max(d.revenue === 0 ? 0 : 1, h)}
                fill={d.revenue < 0 ? '#B3261E' : GOLD}
              >
                <title>{`${formatDay(d.date)}: ${formatINR(d.revenue)}`}</title>
              </rect>
            );
          })}
          {previousDaily.length === daily.length && (
            <path d={previousPath} fill="none" stroke={INK} strokeWidth={1.25} strokeDasharray="4 3" />
          )}
          {daily.map((d, i) =>
            // Counted back from today, so today is always labelled and the spacing stays even.
            (daily.length - 1 - i) % every === 0 ? (
              <text key={d.date} x={x(i)} y={HEIGHT - 8} textAnchor="middle" fontSize={11} fill={MUTED}>
                {formatDay(d.date, 'short')}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      <Legend />
      <FiguresTable daily={daily} />
    </div>
  );
}
