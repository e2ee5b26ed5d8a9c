/**
 * /wishlist (docs/shop/storefront.md §2 "Wishlist"): the saved pieces with remove and Add to Bag, and a link to
 * /shop. Empty: 'Your Wishlist is Empty' with Explore Products.
 */
import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { usePageTitle } from '#web/components/usePageTitle';
import { Spinner } from '#web/components/Spinner';
import { useWishlist } from '../hooks/use-wishlist';
import { WishlistCard } from '../components/WishlistCard';
import { EmptyListNotice, ListHeading, LoadFailed } from '#web/components/ListPageNotices';

export default function WishlistPage() {
  usePageTitle('Wishlist');
  const wishlist = useWishlist();
  const { items, isLoading, error } = wishlist;

  if (isLoading) {
    return (
      <section className="container-page flex min-h-[50vh] items-center justify-center py-16 text-muted">
        <Spinner label="Loading your wishlist…" />
      </section>
    );
  }

  if (error)
    return (
      <LoadFailed
        title="We could not load your wishlist"
        error={error}
        onRetry={wishlist.refetch}
        retryFirst
      />
    );

  if (items.length === 0) {
    return (
      <EmptyListNotice
        icon={Heart}
        title="Your Wishlist is Empty"
        text="Tap the heart on any piece you love and it will wait for you here."
        shopLabel="Explore Products"
      />
    );
  }

  return (
    <section className="container-page py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <ListHeading eyebrow="Saved for later" title="My Wishlist" count={items.length} />
        </div>
        <Link to="/shop" className="link text-sm font-medium uppercase tracking-[0.14em]">
          Continue Shopping
        </Link>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-6">
        {items.map((product) => (
          <WishlistCard key={product._id} product={product} onRemove={wishlist.remove} />
        ))}
      </ul>
    </section>
  );
}
