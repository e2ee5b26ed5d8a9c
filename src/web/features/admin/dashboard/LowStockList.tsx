import { Link } from 'react-router';
import type { DashboardStats } from '#domain/schemas/admin-dashboard';
import { Badge } from '../components/Badge';

/** Variants at or below the threshold, lowest first; each opens its product's edit form. */
export function LowStockList({ data }: { data: DashboardStats['lowStock'] }) {
  if (data.count === 0)
    return <p className="py-6 text-center text-muted">No variant has {data.threshold} or fewer in stock.</p>;
  return (
    <>
      <ul
        className="max-h-[26rem] divide-y divide-line overflow-y-auto pr-1"
        tabIndex={0}
        aria-label="Variants low in stock"
      >
        {data.variants.map((v) => (
          <li key={v.variantId}>
            <Link
              to={`/admin/edit-product/${v.productId}`}
              className="flex items-center gap-3 py-2.5 hover:bg-ivory/70"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">
                  {v.productTitle}
                  {v.productStatus === 'inactive' && (
                    <span className="ml-2 text-xs text-muted">(inactive)</span>
                  )}
                </p>
                <p className="truncate text-xs text-muted">
                  {v.sku} · {v.material} · {v.purity}
                </p>
              </div>
              <Badge tone={v.stock === 0 ? 'danger' : 'warning'}>
                {v.stock === 0 ? 'Out of stock' : `${v.stock} left`}
              </Badge>
            </Link>
          </li>
        ))}
      </ul>
      {data.count > data.variants.length && (
        <p className="mt-2 text-xs text-muted">
          The lowest {data.variants.length} of {data.count} are shown.
        </p>
      )}
    </>
  );
}
