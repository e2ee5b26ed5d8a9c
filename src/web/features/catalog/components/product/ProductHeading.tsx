/**
 * The product's name with its category above, the rating under it (a link to the reviews), and the shown piece's
 * price with the GST note — announced when a new choice changes it.
 */
import type { ProductDto, VariantDto } from '#domain/schemas/catalog';
import { GST_BASIS_POINTS } from '#domain/pricing';
import { Price } from '#web/components/Price';
import { RatingSummary } from '#web/features/reviews/components/RatingSummary';

export function ProductHeading({ product, shown }: { product: ProductDto; shown: VariantDto | undefined }) {
  return (
    <>
      <p className="eyebrow">{product.subcategory?.name ?? product.category.name}</p>
      <h1 className="mt-2 text-4xl leading-tight sm:text-5xl">{product.title}</h1>
      {product.rating.count > 0 && (
        <a href="#reviews" className="mt-2 inline-block hover:underline">
          <RatingSummary rating={product.rating} size={15} showAverage />
        </a>
      )}
      {shown && (
        <div className="mt-4" aria-live="polite">
          <Price price={shown.price} discount={shown.discount} size="lg" />
          <p className="mt-1 text-xs text-muted" data-testid="price-note">
            {shown.priceBreakup ? 'Inclusive of' : 'Price includes'} {GST_BASIS_POINTS / 100}% GST · BIS
            hallmarked
          </p>
        </div>
      )}
    </>
  );
}
