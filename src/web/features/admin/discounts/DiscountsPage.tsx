/**
 * /admin/discounts (docs/api/admin.md "Discount codes", docs/decisions/099): every code, newest first, with where
 * it stands (active, scheduled, expired, used up, inactive), what it takes off, its conditions, uses and window;
 * searchable by code and a page at a time. Delete asks first; the server refuses a code an order used (the
 * toast says to deactivate it instead).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminDiscountDto } from '../../../../domain/schemas/discounts';
import { errorMessage } from '../../../lib/api-client';
import { DISCOUNTS_LOAD_FAILED, useDiscounts } from '../api/get-discounts';
import { useDeleteDiscount } from '../api/delete-discount';
import { useCategories } from '../api/get-categories';
import { ADMIN_LIST_PAGE_SIZE } from '../api/keys';
import { Badge } from '../components/Badge';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState, LoadError, Loading } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { Pagination } from '../components/Pagination';
import { SearchBox } from '../components/SearchBox';
import { Table, TBody, Td, Th, THead, Tr } from '../components/Table';
import { ui } from '../components/ui';
import { useClampPage, useListParams } from '../lib/use-list-params';
import { STATUS_LABEL, STATUS_TONE, conditionsText, usesText, valueText, windowText } from './discount-text';

const FILTERS = [] as const;

export default function DiscountsPage() {
  const { params, update } = useListParams(FILTERS);
  const query = useDiscounts({ q: params.q || undefined, page: params.page, limit: ADMIN_LIST_PAGE_SIZE });
  useClampPage(
    params.page,
    query.isPlaceholderData ? undefined : query.data?.total,
    ADMIN_LIST_PAGE_SIZE,
    update,
  );
  const categories = useCategories();
  const categoryName = (id: string) =>
    categories.data?.categories.find((c) => c._id === id)?.name ?? 'A removed category';
  const remove = useDeleteDiscount();
  const [target, setTarget] = useState<AdminDiscountDto | null>(null);

  return (
    <div>
      <PageHeader
        title="Discount codes"
        description="Codes shoppers enter at checkout, newest first."
        actions={
          <Link to="/admin/discounts/new" className={ui.btnPrimary}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            New code
          </Link>
        }
      />
      <div className="mb-4">
        <SearchBox
          value={params.q}
          onSearch={(q) => update({ q })}
          label="Search discount codes"
          placeholder="Code"
        />
      </div>

      {query.isPending ? (
        <Loading label="Loading discount codes…" />
      ) : query.isError ? (
        <LoadError
          message={DISCOUNTS_LOAD_FAILED}
          detail={errorMessage(query.error, '')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.discounts.length === 0 ? (
        <EmptyState message={params.q ? 'No codes match this search.' : 'No discount codes yet.'} />
      ) : (
        <>
          <Table caption="Discount codes" busy={query.isPlaceholderData}>
            <THead>
              <Th>Code</Th>
              <Th>Status</Th>
              <Th>Discount</Th>
              <Th>Applies to</Th>
              <Th>Uses</Th>
              <Th>Valid</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </THead>
            <TBody>
              {query.data.discounts.map((d) => (
                <Tr key={d._id}>
                  <Td>
                    <Link
                      to={`/admin/discounts/${d._id}`}
                      className={`${ui.link} font-mono font-medium tracking-wide`}
                    >
                      {d.code}
                    </Link>
                  </Td>
                  <Td label="Status">
                    <Badge tone={STATUS_TONE[d.status]}>{STATUS_LABEL[d.status]}</Badge>
                  </Td>
                  <Td label="Discount" className="whitespace-nowrap">
                    {valueText(d)}
                  </Td>
                  <Td label="Applies to">{conditionsText(d, categoryName)}</Td>
                  <Td label="Uses" className="whitespace-nowrap">
                    {usesText(d)}
                  </Td>
                  <Td label="Valid">{windowText(d)}</Td>
                  <Td className="whitespace-nowrap text-right">
                    <Link
                      to={`/admin/discounts/${d._id}`}
                      className={`${ui.iconBtn} max-md:w-auto max-md:px-2`}
                      aria-label={`Edit ${d.code}`}
                      title={`Edit ${d.code}`}
                    >
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      <span className="ml-1 text-xs uppercase tracking-[0.12em] md:hidden">Edit</span>
                    </Link>
                    <button
                      type="button"
                      className={`${ui.iconBtnDanger} max-md:w-auto max-md:px-2`}
                      aria-label={`Delete ${d.code}`}
                      title={`Delete ${d.code}`}
                      onClick={() => setTarget(d)}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      <span className="ml-1 text-xs uppercase tracking-[0.12em] md:hidden">Delete</span>
                    </button>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
          <Pagination
            page={params.page}
            limit={ADMIN_LIST_PAGE_SIZE}
            total={query.data.total}
            onPage={(page) => update({ page })}
            noun="codes"
          />
        </>
      )}

      <ConfirmDialog
        open={!!target}
        onOpenChange={(o) => !o && setTarget(null)}
        title="Delete this discount code?"
        description={
          target && (
            <p>
              <strong className="font-mono text-charcoal">{target.code}</strong> can no longer be used. A code
              that orders have used cannot be deleted: deactivate it instead, and those orders keep their
              discount.
            </p>
          )
        }
        busy={remove.isPending}
        onConfirm={() => target && remove.mutate(target._id, { onSettled: () => setTarget(null) })}
      />
    </div>
  );
}
