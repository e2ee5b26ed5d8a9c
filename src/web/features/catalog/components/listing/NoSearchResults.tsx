/**
 * /search when nothing matches the text (docs/decisions/114): 'No results found for "…"', other searches the
 * catalogue's own words suggest ("did you mean", from the reply), the search field to try again, and the
 * shop's featured categories to browse instead. Every way out is a plain link or GET form.
 */
import { Link } from 'react-router';
import { usePageTitle } from '#web/components/usePageTitle';
import { useFeaturedCategories } from '../header/use-featured-categories';
import { collectionPath, searchPath } from '#web/features/catalog/lib/links';
import { SearchForm } from './SearchForm';

export function NoSearchResults({ q, suggestions }: { q: string; suggestions: string[] }) {
  const featured = useFeaturedCategories();
  usePageTitle(`No results for "${q}"`);
  return (
    <section className="container-page py-12 sm:py-16">
      <p className="eyebrow">Search</p>
      <h1 className="mt-2 break-words text-4xl sm:text-5xl">No results found for "{q}"</h1>
      <p className="mt-4 max-w-xl text-muted">
        Check the spelling, use fewer words, or try a metal or a kind of piece — "gold ring", "pearl
        earrings".
      </p>
      {suggestions.length > 0 && (
        <p className="mt-6 text-lg">
          Did you mean{' '}
          {suggestions.map((s, i) => (
            <span key={s}>
              {i > 0 && (i === suggestions.length - 1 ? ' or ' : ', ')}
              <Link to={searchPath(s)} className="link font-medium">
                {s}
              </Link>
            </span>
          ))}
          ?
        </p>
      )}
      <div className="mt-8">
        <SearchForm q={q} />
      </div>
      {featured.data && featured.data.length > 0 && (
        <nav aria-label="Popular categories" className="mt-12">
          <h2 className="eyebrow">Popular categories</h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {featured.data.map((c) => (
              <li key={c._id}>
                <Link
                  to={collectionPath(c.slug)}
                  state={{ categoryId: c._id }}
                  className="inline-flex items-center rounded-full border border-line bg-surface px-4 py-2 text-sm hover:border-charcoal"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mt-12">
        <Link to="/shop" className="btn-secondary">
          Shop all jewellery
        </Link>
      </div>
    </section>
  );
}
