import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { useWishlist } from '../hooks/use-wishlist';

/** The header's wishlist icon with its count badge. */
export function WishlistHeaderLink() {
  const { count } = useWishlist();
  return (
    <Link
      to="/wishlist"
      aria-label={`Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative inline-flex p-2"
    >
      <Heart aria-hidden="true" className="h-5 w-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-gold px-1 text-[11px] font-medium text-charcoal"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
