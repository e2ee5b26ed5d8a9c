import { useEffect, useRef } from 'react';
import { UI_TIMINGS } from '#domain/business-constants';
import { Logo } from '#web/components/Logo';
import { useScrolledPast } from '#web/lib/use-scrolled-past';
import { AccountMenu } from '#web/features/auth/components/AccountMenu';
import { CartHeaderButton } from '#web/features/cart/components/CartHeaderButton';
import { WishlistHeaderLink } from '#web/features/wishlist/components/WishlistHeaderLink';
import { SearchBox } from '#web/features/catalog/components/header/SearchBox';
import { DesktopNav } from '#web/features/catalog/components/header/DesktopNav';
import { MobileMenuButtons } from '#web/features/catalog/components/header/MobileMenuButton';

/**
 * The storefront header (docs/shop/storefront.md §2 "Header"): logo, search, account, wishlist and cart; the
 * desktop navigation with its mega-menus; on small screens the slide-in menu. After 50 px of scrolling it turns
 * solid white with a shadow and a smaller logo.
 */
export function Header() {
  const scrolled = useScrolledPast(UI_TIMINGS.headerScrollThresholdPx);
  const ref = useRef<HTMLElement>(null);
  useHeightVariable(ref, '--header-h');
  return (
    <header
      ref={ref}
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200 ${
        scrolled
          ? 'border-line bg-surface/95 shadow-[0_6px_20px_-12px_rgba(31,29,27,0.35)] backdrop-blur'
          : 'border-transparent bg-ivory'
      }`}
    >
      {/* The height never changes (no layout shift while scrolling); only the look does. */}
      <div className="container-page flex h-16 items-center gap-2 sm:gap-4 lg:h-20">
        <div className="flex items-center lg:hidden">
          <MobileMenuButtons />
        </div>
        <Logo
          className={`mx-auto origin-center transition-transform duration-200 lg:mx-0 lg:origin-left ${scrolled ? 'scale-90' : ''}`}
        />
        <SearchBox id="header-search" className="mx-6 hidden max-w-md flex-1 lg:block" />
        <nav aria-label="Account and bag" className="flex items-center lg:ml-auto">
          <AccountMenu />
          <WishlistHeaderLink />
          <CartHeaderButton />
        </nav>
      </div>
      <div className={`relative hidden border-t lg:block ${scrolled ? 'border-line/60' : 'border-line'}`}>
        <DesktopNav />
      </div>
    </header>
  );
}

/** Publishes the header's height as a CSS variable, so sticky bars below it (a listing's Filter bar) sit under it. */
function useHeightVariable(ref: React.RefObject<HTMLElement | null>, name: string) {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      document.documentElement.style.setProperty(name, `${Math.round(el.getBoundingClientRect().height)}px`),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, name]);
}
