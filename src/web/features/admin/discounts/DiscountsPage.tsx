/**
 * /admin/discounts (docs/api/admin.md "Discount codes", docs/decisions/099): every code, newest first, with where
 * it stands (active, scheduled, expired, used up, inactive), what it takes off, its conditions, uses and window;
 * searchable by code and a page at a time. Delete asks first; the server refuses a code an order used (the
 * toast says to deactivate it instead). The list is the admin list page (docs/decisions/121, 127).
 */
import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import type { AdminDiscountDto } from '#domain/schemas/discounts';
import { useDiscounts } from '../api/get-discounts';
import { useDeleteDiscount } from '../api/delete-discount';
import { useCategories } from '../api/get-categories';
import { ui } from '../components/ui';
import { AdminListPage } from '../shared/AdminListPage';
import { badgeColumn } from '../shared/columns';
import { useAdminList } from '../shared/use-admin-list';
import { STATUS_LABEL, STATUS_TONE, conditionsText, usesText, valueText, windowText } from './discount-text';
import { AddLink } from '../components/HeaderLinks';

export default function DiscountsPage() {
  const list = useAdminList({ search: 'Code' });
  const discounts = useDiscounts(list.paging);
  const categories = useCategories();
  const categoryName = (id: string) =>
    categories.data?.categories.find((c) => c._id === id)?.name ?? 'A removed category';
  const remove = useDeleteDiscount();

  return (
    <AdminListPage
      title="Discount codes"
      description="Codes shoppers enter at checkout, newest first."
      actions={<AddLink to="/admin/discounts/new">New code</AddLink>}
      noun="discount codes"
      shortNoun="codes"
      list={list}
      source={discounts}
      columns={[
        {
          header: 'Code',
          label: false,
          cell: (d) => (
            <Link
              to={`/admin/discounts/${d._id}`}
              className={`${ui.link} font-mono font-medium tracking-wide`}
            >
              {d.code}
            </Link>
          ),
        },
        badgeColumn<AdminDiscountDto>('Status', (d) => ({
          label: STATUS_LABEL[d.status],
          tone: STATUS_TONE[d.status],
        })),
        { header: 'Discount', className: 'whitespace-nowrap', cell: valueText },
        { header: 'Applies to', cell: (d) => conditionsText(d, categoryName) },
        { header: 'Uses', className: 'whitespace-nowrap', cell: usesText },
        { header: 'Valid', cell: windowText },
      ]}
      rowActions={(d) => [
        { label: 'Edit', name: `Edit ${d.code}`, icon: Pencil, to: `/admin/discounts/${d._id}` },
      ]}
      remove={{
        noun: 'discount code',
        title: 'Delete this discount code?',
        name: (d) => d.code,
        nameClassName: 'font-mono',
        describe: () =>
          'can no longer be used. A code that orders have used cannot be deleted: deactivate it instead, and those orders keep their discount.',
        mutation: remove,
      }}
    />
  );
}
