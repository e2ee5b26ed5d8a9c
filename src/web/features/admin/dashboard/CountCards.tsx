import { Link } from 'react-router';
import { FolderTree, Gem, Layers, Package, Users, type LucideIcon } from 'lucide-react';
import type { DashboardCounts } from '#domain/schemas/admin-dashboard';
import { formatCount } from '../lib/format';

const CARDS: Array<{ key: keyof DashboardCounts; label: string; to: string; icon: LucideIcon }> = [
  { key: 'users', label: 'Users', to: '/admin/users', icon: Users },
  { key: 'orders', label: 'Orders', to: '/admin/orders', icon: Package },
  { key: 'categories', label: 'Categories', to: '/admin/categories', icon: FolderTree },
  { key: 'subcategories', label: 'Subcategories', to: '/admin/categories', icon: Layers },
  { key: 'products', label: 'Products', to: '/admin/products', icon: Gem },
];

/** The spec's five count cards (docs/shop/admin.md §2 "Dashboard"); each opens its list. */
export function CountCards({ counts }: { counts: DashboardCounts }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {CARDS.map(({ key, label, to, icon: Icon }) => (
        <li key={key}>
          <Link
            to={to}
            data-testid={`count-${key}`}
            className="flex h-full flex-col gap-2 rounded-[2px] border border-line bg-surface p-4 transition-colors duration-150 hover:border-gold"
          >
            <span className="flex items-center justify-between text-xs uppercase tracking-[0.12em] text-muted">
              {label}
              <Icon aria-hidden="true" className="h-4 w-4 text-gold" />
            </span>
            <span className="font-display text-3xl leading-none" data-testid={`count-${key}-value`}>
              {formatCount(counts[key])}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
