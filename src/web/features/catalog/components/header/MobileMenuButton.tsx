/**
 * The hamburger and search icons of the header on phones and tablets. The slide-in menu is a separate chunk,
 * fetched the first time either is pressed (or touched), so it costs nothing on the first page load. The search
 * icon is a link to /search, so it works before the app is live.
 */
import { lazy, Suspense, useState } from 'react';
import { Menu, Search } from 'lucide-react';

const loadMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMenu);

export function MobileMenuButtons() {
  const [open, setOpen] = useState(false);
  const [focusSearch, setFocusSearch] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = (search: boolean) => {
    setFocusSearch(search);
    setMounted(true);
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMenu()}
        onTouchStart={() => void loadMenu()}
        onClick={() => show(false)}
        className="inline-flex p-2 lg:hidden"
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
      </button>
      {/* A link to the search page (docs/decisions/114): tapped before the app is live, or without JavaScript,
          it opens /search and its form; once live it opens the menu's search field in place. */}
      <a
        href="/search"
        aria-label="Search"
        aria-haspopup="dialog"
        onTouchStart={() => void loadMenu()}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          show(true);
        }}
        className="inline-flex p-2 lg:hidden"
      >
        <Search aria-hidden="true" className="h-5 w-5" />
      </a>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} focusSearch={focusSearch} />
        </Suspense>
      )}
    </>
  );
}
