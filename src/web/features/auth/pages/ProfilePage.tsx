/**
 * /profile (docs/shop/storefront.md §2 "Profile"): sidebar tabs Profile, Orders and Addresses
 * (`?tab=overview|orders|addresses`), Log Out, the details with their edit form and photo dialog, the order
 * history and the address book (its own chunk; docs/decisions/109). Behind RequireAuth (routes.tsx).
 */
import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LogOut, MapPin, Package, UserRound } from 'lucide-react';
import { toast } from '#web/lib/toast';
import { AUTH_FALLBACKS } from '#domain/auth-messages';
import { usePageTitle } from '#web/components/usePageTitle';
import { errorMessage } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import { OrderHistory } from '#web/features/orders/components/OrderHistory';
import { authApi } from '../api';
import { logout } from '../session-actions';
import { Avatar } from '../components/Avatar';
import { ProfileDetails } from '../components/ProfileDetails';
import { ProfileTabLoadFailed, ProfileTabLoading } from '../components/ProfileTabStates';

const AddressBook = lazy(() => import('../components/AddressBook'));

type Tab = 'overview' | 'orders' | 'addresses';
const TABS: Array<{ id: Tab; label: string; icon: typeof UserRound }> = [
  { id: 'overview', label: 'Profile', icon: UserRound },
  { id: 'orders', label: 'Orders', icon: Package },
  { id: 'addresses', label: 'Addresses', icon: MapPin },
];
const TITLES: Record<Tab, string> = {
  overview: 'My Profile',
  orders: 'My Orders',
  addresses: 'My Addresses',
};

export default function ProfilePage() {
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = asked === 'orders' || asked === 'addresses' ? asked : 'overview';
  usePageTitle(TITLES[tab]);
  const navigate = useNavigate();
  const { user: stored } = useSession();
  const id = stored?._id ?? '';
  const profile = useQuery({
    queryKey: ['auth', 'user', id],
    queryFn: () => authApi.getUser(id, AUTH_FALLBACKS.fetchProfile),
    enabled: !!id,
  });
  useEffect(() => {
    if (profile.error)
      toast.error(errorMessage(profile.error, AUTH_FALLBACKS.fetchProfile), { id: 'profile-fetch' });
  }, [profile.error]);

  const user = profile.data?.user;
  const name = user?.name ?? stored?.name ?? '';

  async function onLogout() {
    await logout();
    navigate('/', { replace: true });
  }

  return (
    <section className="container-page py-8 sm:py-12">
      <p className="eyebrow">My account</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">Hello, {name.split(' ')[0] || 'there'}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <div className="hidden items-center gap-3 border border-line bg-surface p-4 lg:flex">
            <Avatar name={name || '?'} url={user?.image?.url ?? stored?.image?.url} size={48} />
            <div className="min-w-0">
              <p className="truncate font-medium">{name}</p>
              <p className="truncate text-sm text-muted">{user?.email ?? stored?.email}</p>
            </div>
          </div>
          <nav aria-label="My account" className="lg:mt-4">
            <ul className="flex gap-2 overflow-x-auto border-b border-line lg:flex-col lg:gap-1 lg:border-0">
              {TABS.map((t) => {
                const active = t.id === tab;
                return (
                  <li key={t.id}>
                    <Link
                      to={`/profile?tab=${t.id}`}
                      aria-current={active ? 'page' : undefined}
                      className={`flex items-center gap-3 whitespace-nowrap px-3 py-3 text-sm sm:px-4 font-medium uppercase tracking-[0.12em] transition-colors ${
                        active
                          ? 'border-b-2 border-charcoal text-charcoal lg:border-b-0 lg:border-l-2 lg:bg-surface'
                          : 'text-muted hover:text-charcoal lg:border-l-2 lg:border-transparent'
                      }`}
                    >
                      <t.icon aria-hidden="true" className="hidden h-4 w-4 sm:block" />
                      {t.label}
                    </Link>
                  </li>
                );
              })}
              <li className="ml-auto lg:hidden">
                <button
                  type="button"
                  onClick={onLogout}
                  className="flex items-center gap-2 whitespace-nowrap px-3 py-3 text-sm font-medium uppercase tracking-[0.12em] text-muted hover:text-charcoal"
                >
                  <LogOut aria-hidden="true" className="h-4 w-4" /> Log Out
                </button>
              </li>
            </ul>
          </nav>
          <button type="button" onClick={onLogout} className="btn-secondary mt-4 hidden w-full lg:flex">
            <LogOut aria-hidden="true" className="h-4 w-4" /> Log Out
          </button>
        </aside>

        <div className="min-w-0">
          {tab === 'orders' ? (
            <>
              <h2 className="sr-only">My Orders</h2>
              <OrderHistory />
            </>
          ) : tab === 'addresses' ? (
            <Suspense fallback={<ProfileTabLoading label="Loading your addresses…" />}>
              <AddressBook />
            </Suspense>
          ) : user ? (
            <ProfileDetails user={user} />
          ) : profile.isError ? (
            <ProfileTabLoadFailed
              message={AUTH_FALLBACKS.fetchProfile}
              onRetry={() => void profile.refetch()}
            />
          ) : (
            <ProfileTabLoading label="Loading your profile…" />
          )}
        </div>
      </div>
    </section>
  );
}
