/**
 * The header's account menu (docs/shop/storefront.md §2 "Header"): 'Hi, {first name}' or 'Hello, Guest' on a
 * button that opens a menu — signed in: Admin Panel (admins only), My Profile, My Cart, My Wishlist, My Orders,
 * Contact Us, Logout; guest: Login / Signup, My Cart, My Wishlist, Track Your Order (a link to /track-order,
 * issue 17), Contact Us.
 *
 * A menu button as WAI-ARIA describes it: aria-expanded, arrow keys/Home/End move between items, Escape closes
 * and gives focus back to the button, Tab or a click outside closes. It also starts the page-load session check.
 * First-load bundle: no zod, no forms here.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ChevronDown, User } from 'lucide-react';
import { useSession } from '#web/lib/session';
import { logout, watchSession } from '../session-actions';
import { useCloseOnPointerOutside } from '#web/components/use-close-on-pointer-outside';

type Item = { kind: 'link'; label: string; to: string } | { kind: 'action'; label: string };

export function AccountMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const menuId = useId();

  useEffect(() => watchSession(), []);

  // Close on navigation.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const firstName = user?.name.trim().split(/\s+/)[0];
  const greeting = firstName ? `Hi, ${firstName}` : 'Hello, Guest';
  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // Opened with a key, focus goes to the first (or last) item.
  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    if (focusOnOpen.current === 'first') list[0]?.focus();
    if (focusOnOpen.current === 'last') list[list.length - 1]?.focus();
    focusOnOpen.current = null;
  }, [open]);
  useCloseOnPointerOutside(open, wrapperRef, setOpen);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusOnOpen.current = e.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const list = menuItems();
        (e.key === 'ArrowDown' ? list[0] : list[list.length - 1])?.focus();
      } else setOpen(true);
    }
  }

  async function onLogout() {
    close(true);
    await logout();
    navigate('/', { replace: true });
  }

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu: ${greeting}`}
        onClick={(e) => {
          // Enter or Space (a click without a pointer, detail 0) opens onto the first item, as WAI-ARIA's menu
          // button does; a pointer click leaves focus on the button.
          focusOnOpen.current = e.detail === 0 ? 'first' : null;
          setOpen((o) => !o);
        }}
        onKeyDown={onButtonKeyDown}
        className="inline-flex items-center gap-2 rounded-[2px] p-2 text-sm"
      >
        <User aria-hidden="true" className="h-5 w-5" />
        <span className="hidden max-w-[10rem] truncate lg:inline" data-testid="account-greeting">
          {greeting}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`hidden h-4 w-4 transition-transform duration-200 lg:inline ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={greeting}
          onKeyDown={(e) => onMenuKeyDown(e, menuItems(), close, () => setOpen(false))}
          className="absolute right-0 top-full z-50 mt-2 w-60 border border-line bg-surface py-2 shadow-lg"
        >
          <li role="none" className="border-b border-line px-4 pb-2 pt-1 font-display text-lg lg:hidden">
            {greeting}
          </li>
          {menuFor(user).map((item) => (
            <li key={item.label} role="none">
              <MenuItem item={item} onLink={() => setOpen(false)} onLogout={onLogout} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The menu's items: the signed-in shopper's (Admin Panel for admins only), or a guest's. */
function menuFor(user: ReturnType<typeof useSession>['user']): Item[] {
  if (!user)
    return [
      { kind: 'link', label: 'Login / Signup', to: '/login' },
      { kind: 'link', label: 'My Cart', to: '/cart' },
      { kind: 'link', label: 'My Wishlist', to: '/wishlist' },
      { kind: 'link', label: 'Track Your Order', to: '/track-order' },
      { kind: 'link', label: 'Contact Us', to: '/contact' },
    ];
  return [
    ...(user.role === 'admin' ? [{ kind: 'link', label: 'Admin Panel', to: '/admin' } as const] : []),
    { kind: 'link', label: 'My Profile', to: '/profile' },
    { kind: 'link', label: 'My Cart', to: '/cart' },
    { kind: 'link', label: 'My Wishlist', to: '/wishlist' },
    { kind: 'link', label: 'My Orders', to: '/profile?tab=orders' },
    { kind: 'link', label: 'Contact Us', to: '/contact' },
    { kind: 'action', label: 'Logout' },
  ];
}

const itemClass =
  'block w-full px-4 py-2.5 text-left text-sm text-charcoal hover:bg-gold-tint focus:bg-gold-tint focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-gold';

function MenuItem({ item, onLink, onLogout }: { item: Item; onLink: () => void; onLogout: () => void }) {
  if (item.kind === 'link')
    return (
      <Link to={item.to} role="menuitem" tabIndex={-1} className={itemClass} onClick={onLink}>
        {item.label}
      </Link>
    );
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={`${itemClass} mt-1 border-t border-line pt-3`}
      onClick={onLogout}
    >
      {item.label}
    </button>
  );
}

/**
 * The open menu's keys: arrows, Home and End move between items, Escape closes and gives focus back to the
 * button, Tab closes, a letter moves to the next item starting with it.
 */
function onMenuKeyDown(
  e: KeyboardEvent<HTMLUListElement>,
  list: HTMLElement[],
  close: (returnFocus: boolean) => void,
  dismiss: () => void,
) {
  const index = list.indexOf(document.activeElement as HTMLElement);
  const move = (i: number) => list[(i + list.length) % list.length]?.focus();
  switch (e.key) {
    case 'ArrowDown':
      e.preventDefault();
      move(index + 1);
      break;
    case 'ArrowUp':
      e.preventDefault();
      move(index - 1);
      break;
    case 'Home':
      e.preventDefault();
      move(0);
      break;
    case 'End':
      e.preventDefault();
      move(list.length - 1);
      break;
    case 'Escape':
      e.preventDefault();
      close(true);
      break;
    case 'Tab':
      dismiss();
      break;
    default:
      // Type-ahead: the first item starting with the typed letter.
      if (e.key.length === 1 && /\S/.test(e.key)) {
        const key = e.key.toLowerCase();
        const order = [...list.slice(index + 1), ...list.slice(0, index + 1)];
        order.find((el) => el.textContent?.trim().toLowerCase().startsWith(key))?.focus();
      }
  }
}
