import type { DashboardStats } from '#domain/schemas/admin-dashboard';
import { Badge } from '../components/Badge';
import { LinkList } from './LinkList';

/** Variants at or below the threshold, lowest first; each opens its product's edit form. */
export function LowStockList({ data }: { data: DashboardStats['lowStock'] }) {
  return (
    <LinkList
      label="Variants low in stock"
      count={data.count}
      empty={`No variant has ${data.threshold} or fewer in stock.`}
      more={`The lowest ${data.variants.length} of ${data.count} are shown.`}
      rows={data.variants.map((v) => ({
        key: v.variantId,
        to: `/admin/edit-product/${v.productId}`,
        title: (
          <p className="truncate font-medium">
            {v.productTitle}
            {v.productStatus === 'inactive' && <span className="ml-2 text-xs text-muted">(inactive)</span>}
          </p>
        ),
        detail: `${v.sku} · ${v.material} · ${v.purity}`,
        end: (
          <Badge tone={v.stock === 0 ? 'danger' : 'warning'}>
            {v.stock === 0 ? 'Out of stock' : `${v.stock} left`}
          </Badge>
        ),
      }))}
    />
  );
}
