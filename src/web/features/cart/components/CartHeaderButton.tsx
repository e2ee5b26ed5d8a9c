import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';

/** The header's cart icon. Its count badge and drawer land with the buying work. */
export function CartHeaderButton() {
  return (
    <Link to="/cart" aria-label="Cart" className="relative inline-flex p-2">
      <ShoppingBag aria-hidden="true" className="h-5 w-5" />
    </Link>
  );
}
