import { Link } from 'react-router';
import { Heart } from 'lucide-react';

/** The header's wishlist icon. Its count badge lands with the buying work. */
export function WishlistHeaderLink() {
  return (
    <Link to="/wishlist" aria-label="Wishlist" className="relative inline-flex p-2">
      <Heart aria-hidden="true" className="h-5 w-5" />
    </Link>
  );
}
