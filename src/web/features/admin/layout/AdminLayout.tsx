/**
 * The back office's frame (docs/shop/admin.md §2 "Layout", docs/shop/design.md "Admin"): a charcoal sidebar from
 * 1024 px, a top bar with a menu drawer below that, the page in between. Scrolls to the top on every path change.
 */
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X, type LucideIcon } from 'lucide-react';
import { BRAND } from '#domain/brand';
import { ScrollToTop } from '#web/components/ScrollToTop';
import { AdminNav } from './AdminNav';
import { AdminAccount } from './AdminAccount';

function Brand() {
  return (
    <Link to="/admin" className="inline-flex items-baseline gap-2 text-white">
      <span className="font-display text-xl uppercase tracking-[0.18em]">{BRAND.name}</span>
      <span className="text-[11px] uppercase tracking-[0.2em] text-gold">Admin</span>
    </Link>
  );
}

/** The screens' links and the signed-in admin, in the sidebar and in the phone's menu alike. */
function NavAndAccount({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-2">
        <AdminNav onNavigate={onNavigate} />
      </nav>
      <div className="px-2">
        <AdminAccount />
      </div>
    </>
  );
}

/** The top bar's square white icon button (open the menu, close it). */
function BarButton({
  label,
  icon: Icon,
  ...props
}: ComponentProps<'button'> & { label: string; icon: LucideIcon }) {
  return (
    <button
      {...props}
      type="button"
      className="inline-flex h-10 w-10 items-center justify-center rounded-[2px] text-white hover:bg-white/10"
      aria-label={label}
    >
      <Icon aria-hidden="true" className="h-6 w-6" />
    </button>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="min-h-screen bg-ivory text-[14px] leading-normal text-charcoal lg:flex">
      <ScrollToTop />
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:bg-surface focus:px-4 focus:py-2"
      >
        Skip to content
      </a>

      <aside className="hidden bg-charcoal lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-60 lg:shrink-0 lg:flex-col lg:py-5">
        <div className="px-5 pb-6">
          <Brand />
        </div>
        <NavAndAccount />
      </aside>

      <header className="sticky top-0 z-40 flex h-14 items-center justify-between bg-charcoal px-4 lg:hidden">
        <Brand />
        <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <Dialog.Trigger asChild>
            <BarButton label="Open the admin menu" icon={Menu} />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/50" />
            <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-charcoal py-4 shadow-xl">
              <div className="flex items-center justify-between px-4 pb-4">
                <Dialog.Title className="font-display text-xl uppercase tracking-[0.18em] text-white">
                  Menu
                </Dialog.Title>
                <Dialog.Close asChild>
                  <BarButton label="Close the menu" icon={X} />
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">The screens of the admin panel.</Dialog.Description>
              <NavAndAccount onNavigate={() => setMenuOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </header>

      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 sm:px-6 lg:px-8 lg:py-7">
        <div className="mx-auto max-w-[1280px]">{children}</div>
      </main>
    </div>
  );
}
