/**
 * The back office's menu (docs/shop/admin.md §2 "Layout"), shared by the sidebar and the mobile menu. The spec's
 * mobile menu omits Appointments; ours lists every screen on both (the brief asks for it), plus contact messages.
 */
import {
  CalendarClock,
  Coins,
  FolderTree,
  Gem,
  Home,
  LayoutDashboard,
  Mail,
  Package,
  Star,
  TicketPercent,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { UnreadBadge } from '../messages/UnreadBadge';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Whether a path belongs to this item (its list, add, edit and detail screens). */
  matches: (pathname: string) => boolean;
  /** A count shown beside the label (unread messages). */
  badge?: ComponentType;
}

const under =
  (...prefixes: string[]) =>
  (p: string) =>
    prefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));

export const ADMIN_NAV: readonly NavItem[] = [
  {
    label: 'Dashboard',
    to: '/admin',
    icon: LayoutDashboard,
    matches: (p) => p === '/admin' || p === '/admin/',
  },
  {
    label: 'Categories',
    to: '/admin/categories',
    icon: FolderTree,
    matches: under(
      '/admin/categories',
      '/admin/edit-category',
      '/admin/add-subcategory',
      '/admin/edit-subcategory',
    ),
  },
  {
    label: 'Products',
    to: '/admin/products',
    icon: Gem,
    matches: under('/admin/products', '/admin/view-product', '/admin/edit-product'),
  },
  { label: 'Metal rates', to: '/admin/rates', icon: Coins, matches: under('/admin/rates') },
  { label: 'Orders', to: '/admin/orders', icon: Package, matches: under('/admin/orders') },
  { label: 'Discounts', to: '/admin/discounts', icon: TicketPercent, matches: under('/admin/discounts') },
  { label: 'Users', to: '/admin/users', icon: Users, matches: under('/admin/users') },
  {
    label: 'Appointments',
    to: '/admin/appointments',
    icon: CalendarClock,
    matches: under('/admin/appointments'),
  },
  {
    label: 'Messages',
    to: '/admin/messages',
    icon: Mail,
    matches: under('/admin/messages'),
    badge: UnreadBadge,
  },
  { label: 'Reviews', to: '/admin/reviews', icon: Star, matches: under('/admin/reviews') },
  { label: 'Home', to: '/', icon: Home, matches: () => false },
];
