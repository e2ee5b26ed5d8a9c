/**
 * The period's best sellers, by revenue or by pieces sold, each with its figure in the period before. A product
 * still in the shop links to its edit page; a deleted one shows its name at purchase.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { DashboardSales, TopProduct } from '#domain/schemas/admin-dashboard';
import { formatINR } from '#domain/money';
import { formatCount } from '../lib/format';
import { PressedButtons } from './PressedButtons';

type By = 'revenue' | 'units';

function figure(p: { units: number; revenue: number }, by: By): string {
  return by === 'revenue'
    ? formatINR(p.revenue)
    : `${formatCount(p.units)} ${p.units === 1 ? 'piece' : 'pieces'}`;
}

function Row({ product, rank, by }: { product: TopProduct; rank: number; by: By }) {
  return (
    <li className="flex items-baseline gap-3 border-t border-line py-2 first:border-t-0">
      <span className="w-5 shrink-0 text-right text-muted">{rank}</span>
      <span className="min-w-0 flex-1 truncate">
        {product.productId ? (
          <Link
            to={`/admin/view-product/${product.productId}`}
            className="underline-offset-4 hover:underline"
          >
            {product.title}
          </Link>
        ) : (
          product.title
        )}
      </span>
      <span className="shrink-0 text-right">
        <span className="block font-medium" data-testid="top-product-figure">
          {figure(product, by)}
        </span>
        <span className="block text-xs text-muted">before: {figure(product.previous, by)}</span>
      </span>
    </li>
  );
}

export function TopProducts({ data }: { data: DashboardSales['topProducts'] }) {
  const [by, setBy] = useState<By>('revenue');
  const list = by === 'revenue' ? data.byRevenue : data.byUnits;
  return (
    <div>
      <PressedButtons
        label="Rank by"
        options={['revenue', 'units'] as const}
        value={by}
        onChange={setBy}
        labelOf={(option) => (option === 'revenue' ? 'Revenue' : 'Pieces')}
        className="mb-2 border-line"
        buttonClassName="px-3 py-1.5"
      />
      {list.length === 0 ? (
        <p className="text-muted">No pieces sold in this period.</p>
      ) : (
        <ol aria-label={`Top products by ${by === 'revenue' ? 'revenue' : 'pieces sold'}`}>
          {list.map((p, i) => (
            <Row key={`${p.productId ?? p.title}`} product={p} rank={i + 1} by={by} />
          ))}
        </ol>
      )}
    </div>
  );
}
