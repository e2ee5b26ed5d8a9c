import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { useCart } from '../hooks/use-cart';

/** The header's cart icon with its item-count badge. (The drawer it opens lands with the buying work.) */
export function CartHeaderButton() {
  const { count } = useCart();
  return (
    <Link
      to="/cart"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative inline-flex p-2"
    >
      <ShoppingBag aria-hidden="true" className="h-5 w-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-charcoal px-1 text-[11px] font-medium text-ivory"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
