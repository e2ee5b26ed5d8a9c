/**
 * /admin/users (docs/shop/admin.md §2 "Users"): name (a link to the customer page), e-mail, mobile, role, photo
 * and date joined, newest first, searchable (typos tolerated) and a page at a time; Delete asks first. Your own
 * row offers no Delete (the server refuses deleting yourself, and the last admin, and says why); the user's
 * orders are kept.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Trash2, UserRound } from 'lucide-react';
import { ROLES } from '../../../../domain/business-constants';
import type { AdminUserDto } from '../../../../domain/schemas/admin-users';
import { imageAtWidth } from '../../../../domain/images';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { USERS_LOAD_FAILED, useUsers } from '../api/get-users';
import { useDeleteUser } from '../api/delete-user';
import { ADMIN_LIST_PAGE_SIZE } from '../api/keys';
import { PageHeader } from '../components/PageHeader';
import { EmptyState, LoadError, Loading } from '../components/LoadState';
import { Pagination } from '../components/Pagination';
import { SearchBox } from '../components/SearchBox';
import { Table, TBody, Td, Th, THead, Tr } from '../components/Table';
import { Badge } from '../components/Badge';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ui } from '../components/ui';
import { formatDate } from '../lib/format';
import { useClampPage, useListParams } from '../lib/use-list-params';
import { ListFilter } from '../components/ListFilter';

const FILTERS = ['role'] as const;

function UserPhoto({ user }: { user: AdminUserDto }) {
  if (!user.image?.url)
    return (
      <span
        aria-hidden="true"
        className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gold-tint text-gold-text"
      >
        <UserRound className="h-4 w-4" />
      </span>
    );
  return (
    <img
      src={imageAtWidth(user.image.url, 320)}
      alt={`Photo of ${user.name}`}
      width={36}
      height={36}
      className="h-9 w-9 shrink-0 rounded-full border border-line object-cover"
    />
  );
}

export default function UsersPage() {
  const { params, update } = useListParams(FILTERS);
  const role = (ROLES as readonly string[]).includes(params.filters.role ?? '')
    ? (params.filters.role as (typeof ROLES)[number])
    : undefined;
  const query = useUsers({ q: params.q || undefined, page: params.page, limit: ADMIN_LIST_PAGE_SIZE, role });
  useClampPage(
    params.page,
    query.isPlaceholderData ? undefined : query.data?.total,
    ADMIN_LIST_PAGE_SIZE,
    update,
  );
  const me = useSession().user;
  const remove = useDeleteUser();
  const [target, setTarget] = useState<AdminUserDto | null>(null);

  return (
    <div>
      <PageHeader title="Users" description="Everyone with an account, newest first." />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchBox
          value={params.q}
          onSearch={(q) => update({ q })}
          label="Search users"
          placeholder="Name, e-mail or mobile"
        />
        <ListFilter
          label="Filter by role"
          value={role ?? ''}
          onChange={(v) => update({ role: v })}
          allLabel="All roles"
          options={[
            { value: 'user', label: 'Shoppers' },
            { value: 'admin', label: 'Admins' },
          ]}
          width="sm:w-40"
        />
      </div>

      {query.isPending ? (
        <Loading label="Loading users…" />
      ) : query.isError ? (
        <LoadError
          message={USERS_LOAD_FAILED}
          detail={errorMessage(query.error, '')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.users.length === 0 ? (
        <EmptyState message={params.q || role ? 'No users match this search.' : 'No users yet.'} />
      ) : (
        <>
          <Table caption="Users" busy={query.isPlaceholderData}>
            <THead>
              <Th>Name</Th>
              <Th>Email</Th>
              <Th>Mobile</Th>
              <Th>Role</Th>
              <Th>Joined</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </THead>
            <TBody>
              {query.data.users.map((u) => {
                const isMe = u._id === me?._id;
                return (
                  <Tr key={u._id}>
                    <Td>
                      <div className="flex min-w-0 items-center gap-3">
                        <UserPhoto user={u} />
                        <span className="truncate font-medium">
                          {/* The customer page: orders, spend, addresses, appointments, messages, notes. */}
                          <Link to={`/admin/customers/${u._id}`} className={ui.link}>
                            {u.name}
                          </Link>
                          {isMe && <span className="ml-1 text-xs font-normal text-muted">(you)</span>}
                        </span>
                      </div>
                    </Td>
                    <Td label="Email" className="break-all">
                      {u.email}
                    </Td>
                    <Td label="Mobile" className="whitespace-nowrap">
                      {u.mobile ?? <span className="text-muted">—</span>}
                    </Td>
                    <Td label="Role">
                      <Badge tone={u.role === 'admin' ? 'gold' : 'neutral'}>
                        {u.role === 'admin' ? 'Admin' : 'User'}
                      </Badge>
                    </Td>
                    <Td label="Joined" className="whitespace-nowrap">
                      {formatDate(u.createdAt)}
                    </Td>
                    <Td className="text-right">
                      {/* The server refuses deleting yourself: no button to press, the reason in its place. */}
                      {isMe ? (
                        <span className="text-xs text-muted">Your account cannot be deleted here</span>
                      ) : (
                        <button
                          type="button"
                          className={`${ui.iconBtnDanger} max-md:w-auto max-md:px-2`}
                          aria-label={`Delete ${u.name}`}
                          title={`Delete ${u.name}`}
                          onClick={() => setTarget(u)}
                        >
                          <Trash2 aria-hidden="true" className="h-4 w-4" />
                          <span className="ml-1 text-xs uppercase tracking-[0.12em] md:hidden">Delete</span>
                        </button>
                      )}
                    </Td>
                  </Tr>
                );
              })}
            </TBody>
          </Table>
          <Pagination
            page={params.page}
            limit={ADMIN_LIST_PAGE_SIZE}
            total={query.data.total}
            onPage={(page) => update({ page })}
            noun="users"
          />
        </>
      )}

      <ConfirmDialog
        open={!!target}
        onOpenChange={(o) => !o && setTarget(null)}
        title="Are you sure you want to delete this user?"
        description={
          target && (
            <p>
              <strong className="text-charcoal">{target.name}</strong> ({target.email}) loses their account,
              cart and wishlist. Their orders are kept with the name and e-mail they were placed with.
            </p>
          )
        }
        busy={remove.isPending}
        onConfirm={() =>
          target &&
          remove.mutate(target._id, {
            onSettled: () => setTarget(null),
          })
        }
      />
    </div>
  );
}
