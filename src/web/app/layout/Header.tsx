import { Logo } from '../../components/Logo';
import { AccountMenu } from '../../features/auth/components/AccountMenu';
import { CartHeaderButton } from '../../features/cart/components/CartHeaderButton';
import { WishlistHeaderLink } from '../../features/wishlist/components/WishlistHeaderLink';

/**
 * The storefront header (storefront.md §2 "Header"). Search, navigation and the mobile menu come from the
 * catalogue feature; account, wishlist and cart entries from their own features.
 */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-ivory/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Account and bag" className="flex items-center gap-1">
          <AccountMenu />
          <WishlistHeaderLink />
          <CartHeaderButton />
        </nav>
      </div>
    </header>
  );
}
