/** 'You May Also Like' on a product page (docs/shop/storefront.md §2). */
import type { ProductDto } from '#domain/schemas/catalog';
import { ProductGrid } from '../card/ProductGrid';

export function RelatedProducts({ products }: { products: ProductDto[] }) {
  return (
    <section aria-labelledby="related-title" className="container-page mt-20">
      <h2 id="related-title" className="mb-8 text-3xl sm:text-4xl">
        You May Also Like
      </h2>
      <ProductGrid products={products} columns="related" />
    </section>
  );
}
