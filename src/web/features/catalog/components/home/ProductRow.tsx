import type { ProductDto } from '#domain/schemas/catalog';
import { ProductGrid } from '../card/ProductGrid';
import { SectionHeading } from './SectionHeading';

/** New Arrivals, Trending Now and Best Sellers: product cards and a button to their full listing. */
export function ProductRow({
  id,
  eyebrow,
  title,
  blurb,
  products,
  to,
  subcategoryId,
  tone = 'plain',
}: {
  id: string;
  eyebrow: string;
  title: string;
  blurb: string;
  products: ProductDto[];
  to: string;
  subcategoryId?: string;
  tone?: 'plain' | 'tint';
}) {
  return (
    <section aria-labelledby={id} className={tone === 'tint' ? 'bg-surface' : ''}>
      <div className="container-page py-16 sm:py-20">
        <SectionHeading
          id={id}
          eyebrow={eyebrow}
          title={title}
          link={{ to, label: `View all`, state: subcategoryId ? { subcategoryId } : undefined }}
        >
          {blurb}
        </SectionHeading>
        <ProductGrid products={products.slice(0, 4)} />
      </div>
    </section>
  );
}
