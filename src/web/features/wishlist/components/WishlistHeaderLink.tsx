import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { useWishlist } from '../hooks/use-wishlist';
import { CountBadge } from '#web/features/cart/components/CountBadge';

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
      <CountBadge count={count} className="bg-gold text-charcoal" />
    </Link>
  );
}
