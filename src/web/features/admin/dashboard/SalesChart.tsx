/**
 * Revenue (bars, ₹) and orders (line) per day over the last 30 days, drawn with recharts. This module is loaded
 * lazily by the dashboard, so the charting library is fetched only there — never with the storefront, nor with
 * the other admin screens. A table of the same figures follows for screen readers and exact numbers.
 */
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { SalesDay } from '../../../../domain/schemas/admin-dashboard';
import { formatINR } from '../../../../domain/money';
import { formatDay } from '../lib/format';

const compactINR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

const GOLD = '#A8834A';
const CHARCOAL = '#1F1D1B';

export default function SalesChart({ sales }: { sales: SalesDay[] }) {
  const data = sales.map((d) => ({ ...d, label: formatDay(d.date, 'short') }));
  return (
    <div>
      <div className="h-[280px] w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={data}
            margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
            // The chart is a picture for sighted admins; the table below carries the figures for everyone.
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="#E7E1D8" vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 11, fill: '#6B6560' }}
              tickLine={false}
              axisLine={{ stroke: '#E7E1D8' }}
              interval="preserveStartEnd"
              minTickGap={16}
            />
            <YAxis
              yAxisId="revenue"
              tick={{ fontSize: 11, fill: '#6B6560' }}
              tickFormatter={(v: number) => compactINR.format(v)}
              tickLine={false}
              axisLine={false}
              width={56}
            />
            <YAxis
              yAxisId="orders"
              orientation="right"
              allowDecimals={false}
              tick={{ fontSize: 11, fill: '#6B6560' }}
              tickLine={false}
              axisLine={false}
              width={28}
            />
            <Tooltip
              cursor={{ fill: '#F3EBDD' }}
              contentStyle={{ borderColor: '#E7E1D8', borderRadius: 2, fontSize: 13 }}
              formatter={(value, name) =>
                name === 'Revenue' ? [formatINR(Number(value)), name] : [String(value), name]
              }
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar yAxisId="revenue" dataKey="revenue" name="Revenue" fill={GOLD} radius={[2, 2, 0, 0]} />
            <Line
              yAxisId="orders"
              dataKey="orders"
              name="Orders"
              type="monotone"
              stroke={CHARCOAL}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-2 text-[13px]">
        <summary className="cursor-pointer text-muted hover:text-charcoal">
          Show the figures as a table
        </summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Revenue and orders per day, last 30 days</caption>
            <thead>
              <tr className="text-xs uppercase tracking-[0.08em] text-muted">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Orders
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {[...sales].reverse().map((d) => (
                <tr key={d.date} className="border-t border-line">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {formatDay(d.date)}
                  </th>
                  <td className="py-1 pr-3 text-right">{d.orders}</td>
                  <td className="py-1 text-right">{formatINR(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
