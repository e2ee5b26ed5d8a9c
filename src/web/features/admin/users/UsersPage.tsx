/**
 * /admin/users (docs/shop/admin.md §2 "Users"): name (a link to the customer page), e-mail, mobile, role, photo
 * and date joined, newest first, searchable (typos tolerated) and a page at a time; Delete asks first. Your own
 * row offers no Delete (the server refuses deleting yourself, and the last admin, and says why); the user's
 * orders are kept.
 */
import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import type { ROLES } from '#domain/business-constants';
import type { AdminUserDto } from '#domain/schemas/admin-users';
import { imageAtWidth } from '#domain/images';
import { useSession } from '#web/lib/session';
import { useUsers } from '../api/get-users';
import { useDeleteUser } from '../api/delete-user';
import { ui } from '../components/ui';
import { AdminListPage } from '../shared/AdminListPage';
import { badgeColumn, choiceFilter, dateColumn } from '../shared/columns';
import { useAdminList } from '../shared/use-admin-list';

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
  const list = useAdminList({
    search: 'Name, e-mail or mobile',
    filters: [choiceFilter('role', 'Filter by role', 'All roles', { user: 'Shoppers', admin: 'Admins' })],
  });
  const role = (list.values.role || undefined) as (typeof ROLES)[number] | undefined;
  const users = useUsers({ ...list.paging, role });
  const me = useSession().user;
  const remove = useDeleteUser();

  return (
    <AdminListPage
      title="Users"
      description="Everyone with an account, newest first."
      noun="users"
      list={list}
      source={users}
      columns={[
        {
          header: 'Name',
          label: false,
          cell: (u) => (
            <div className="flex min-w-0 items-center gap-3">
              <UserPhoto user={u} />
              <span className="truncate font-medium">
                {/* The customer page: orders, spend, addresses, appointments, messages, notes. */}
                <Link to={`/admin/customers/${u._id}`} className={ui.link}>
                  {u.name}
                </Link>
                {u._id === me?._id && <span className="ml-1 text-xs font-normal text-muted">(you)</span>}
              </span>
            </div>
          ),
        },
        { header: 'Email', className: 'break-all', cell: (u) => u.email },
        {
          header: 'Mobile',
          className: 'whitespace-nowrap',
          cell: (u) => u.mobile ?? <span className="text-muted">—</span>,
        },
        badgeColumn<AdminUserDto>('Role', (u) =>
          u.role === 'admin' ? { label: 'Admin', tone: 'gold' } : { label: 'User', tone: 'neutral' },
        ),
        dateColumn<AdminUserDto>('Joined', (u) => u.createdAt),
      ]}
      remove={{
        noun: 'user',
        name: (u) => u.name,
        describe: (u) =>
          `(${u.email}) loses their account, cart and wishlist. Their orders are kept with the name and e-mail they were placed with.`,
        mutation: remove,
        // The server refuses deleting yourself: no button to press, the reason in its place.
        refuse: (u) => (u._id === me?._id ? 'Your account cannot be deleted here' : undefined),
      }}
    />
  );
}
