import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { ProductDto } from '#domain/schemas/catalog';
import { collectionPath, subcategoryPath } from '#web/features/catalog/lib/links';

/**
 * Home / category / subcategory / title (docs/shop/storefront.md §2); the category links to /collections/{slug}.
 */
export function Breadcrumb({ product }: { product: ProductDto }) {
  const crumbs = [
    { to: '/', label: 'Home', state: undefined as unknown },
    {
      to: collectionPath(product.category.slug),
      label: product.category.name,
      state: { categoryId: product.category._id },
    },
    ...(product.subcategory
      ? [
          {
            to: subcategoryPath({ slug: product.subcategory.slug, category: product.category }),
            label: product.subcategory.name,
            state: { subcategoryId: product.subcategory._id } as unknown,
          },
        ]
      : []),
  ];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      {/* One line whatever the font: a line that wraps only once the web font arrives would push the page down. */}
      <ol className="flex items-center gap-1.5 whitespace-nowrap">
        {crumbs.map((c) => (
          <li key={c.to} className="flex shrink-0 items-center gap-1.5">
            <Link
              to={c.to}
              state={c.state}
              className="hover:text-charcoal hover:underline hover:underline-offset-4"
            >
              {c.label}
            </Link>
            <ChevronRight aria-hidden="true" className="h-3.5 w-3.5" />
          </li>
        ))}
        <li aria-current="page" className="min-w-0 truncate text-charcoal">
          {product.title}
        </li>
      </ol>
    </nav>
  );
}
