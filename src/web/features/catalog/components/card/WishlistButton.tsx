import { Heart } from 'lucide-react';
import type { ProductDto } from '#domain/schemas/catalog';
import { useWishlist } from '#web/features/wishlist/hooks/use-wishlist';

/** The heart at a product image's top right: adds to or removes from the wishlist. */
export function WishlistButton({ product, className = '' }: { product: ProductDto; className?: string }) {
  const { isInWishlist, toggle } = useWishlist();
  const saved = isInWishlist(product._id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${product.title} from wishlist` : `Add ${product.title} to wishlist`}
      onClick={() =>
        void toggle({
          _id: product._id,
          title: product.title,
          slug: product.slug,
          mainImage: product.mainImage,
          variants: product.variants,
          category: product.category,
        })
      }
      className={`grid h-9 w-9 place-items-center rounded-full bg-surface/90 shadow-sm transition-colors hover:bg-surface ${className}`}
    >
      <Heart
        aria-hidden="true"
        className={`h-[18px] w-[18px] ${saved ? 'fill-danger text-danger' : 'text-charcoal'}`}
      />
    </button>
  );
}
